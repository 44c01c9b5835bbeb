import { Anchor, Breadcrumbs, Text } from '@mantine/core'
import { IconChevronRight } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import classes from './Faq.module.css'

interface Props {
  /** The category, when the page is inside one (a question). */
  category?: { slug: string; title: string }
  /** The page itself: the last crumb, not a link. */
  current: string
}

/** Where the page sits: the knowledge base, its category, the page. */
export function KbBreadcrumbs({ category, current }: Props) {
  const { t } = useTranslation('faq')
  return (
    <nav aria-label={t('faq.kb.breadcrumb')}>
      <Breadcrumbs
        separator={<IconChevronRight size={14} aria-hidden className={classes.flipRtl} />}
        separatorMargin={6}
        styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}
      >
        <Anchor component={Link} to="/pages/knowledge-base" fz="sm">
          {t('faq.kb.title')}
        </Anchor>
        {category && (
          <Anchor
            renderRoot={(props) => (
              <Link
                {...props}
                to="/pages/knowledge-base/$category"
                params={{ category: category.slug }}
              />
            )}
            fz="sm"
            className={classes.data}
          >
            {category.title}
          </Anchor>
        )}
        <Text fz="sm" c="dimmed" aria-current="page" className={classes.data}>
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  )
}
