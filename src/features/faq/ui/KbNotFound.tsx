import { IconFileUnknown } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { NotFoundCard } from '@/shared/ui/NotFoundCard'

interface Props {
  what: 'category' | 'question'
  slug: string
}

/** An unknown category or question: say so, and lead back to the knowledge base. */
export function KbNotFound({ what, slug }: Props) {
  const { t } = useTranslation('faq')
  return (
    <NotFoundCard
      icon={<IconFileUnknown size={36} aria-hidden />}
      title={t(`faq.notFound.${what}Title`)}
      body={t(`faq.notFound.${what}Body`, { slug })}
      backTo="/pages/knowledge-base"
      backLabel={t('faq.notFound.back')}
    />
  )
}
