import { Anchor, Breadcrumbs, Group, Text, type BreadcrumbsProps } from '@mantine/core'
import { IconBook2, IconFileText, IconFolder, IconHome } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface HelpTrailProps extends Omit<BreadcrumbsProps, 'children'> {
  /** Distinguishes this trail's landmark from the page's other trails. */
  label: string
  withIcons?: boolean
}

/**
 * A real trail through the help center, down to one of its articles: every ancestor links to
 * its page and the last item is the current one (aria-current), as on the article itself.
 */
export function HelpTrail({ label, withIcons = false, ...props }: HelpTrailProps) {
  const { t: k } = useTranslation('ui-kit/components-breadcrumbs', {
    keyPrefix: 'uiKit.components-breadcrumbs.trail',
  })
  const withIcon = (icon: ReactNode, text: string) =>
    withIcons ? (
      <Group gap={6} wrap="nowrap" component="span">
        {icon}
        {text}
      </Group>
    ) : (
      text
    )
  return (
    <nav aria-label={label}>
      <Breadcrumbs styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }} {...props}>
        <Anchor component={Link} to="/" fz="sm">
          {withIcon(<IconHome size={16} aria-hidden />, k('home'))}
        </Anchor>
        <Anchor component={Link} to="/pages/knowledge-base" fz="sm">
          {withIcon(<IconBook2 size={16} aria-hidden />, k('help'))}
        </Anchor>
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/pages/knowledge-base/$category" params={{ category: 'claims' }} />
          )}
          fz="sm"
        >
          {withIcon(<IconFolder size={16} aria-hidden />, k('claims'))}
        </Anchor>
        <Text fz="sm" c="dimmed" aria-current="page">
          {withIcon(<IconFileText size={16} aria-hidden />, k('article'))}
        </Text>
      </Breadcrumbs>
    </nav>
  )
}
