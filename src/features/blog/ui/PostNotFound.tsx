import { IconFileUnknown } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { NotFoundCard } from '@/shared/ui/NotFoundCard'

/** An unknown post id (or no post at all): say so, and offer the list. */
export function PostNotFound({ id }: { id: number | string }) {
  const { t } = useTranslation('blog')
  return (
    <NotFoundCard
      icon={<IconFileUnknown size={36} aria-hidden />}
      title={t('blog.notFound.title')}
      body={t('blog.notFound.body', { id })}
      backTo="/pages/blog/list"
      backLabel={t('blog.notFound.back')}
    />
  )
}
