import { Card, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useKnowledgeBase } from '../api/faq.queries'
import { HelpIcon } from './HelpIcon'
import classes from './Faq.module.css'

/** The knowledge base's other categories, to move between them without going back. */
export function OtherCategories({ current }: { current: string }) {
  const { t } = useTranslation('faq')
  const kb = useKnowledgeBase('')
  const others = kb.data?.knowledgeBase.filter((entry) => entry.category !== current) ?? []
  if (others.length === 0) return null
  return (
    <Card padding="lg" component="nav" aria-labelledby="kb-other-categories">
      <Title order={2} fz="h5" mb="xs" id="kb-other-categories">
        {t('faq.kb.otherCategories')}
      </Title>
      <ul className={classes.linkList}>
        {others.map((entry) => (
          <li key={entry.id} className={classes.linkItem}>
            <Link
              to="/pages/knowledge-base/$category"
              params={{ category: entry.category }}
              className={classes.linkRow}
            >
              <ThemeIcon size={30} radius="md" variant="light" color={entry.iconColor}>
                <HelpIcon name={entry.icon} size={18} stroke={1.6} />
              </ThemeIcon>
              <Text component="span" fz="sm" className={`${classes.linkText} ${classes.data}`}>
                {entry.title}
              </Text>
              <Text component="span" fz="xs" c="dimmed" dir="auto">
                {t('faq.kb.articles', { count: entry.count })}
              </Text>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  )
}
