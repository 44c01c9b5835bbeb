import { ActionIcon, Anchor, Breadcrumbs, Menu, Stack, Switch, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconDots } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A long trail that keeps its ends on a phone: home, the article's category and the article stay;
 * the levels between fold into a "…" menu whose items still go to their pages. It folds by itself
 * below 576 px; the switch folds it at any width.
 */
export function CollapsedTrail() {
  const { t: k } = useTranslation('ui-kit/components-breadcrumbs', {
    keyPrefix: 'uiKit.components-breadcrumbs',
  })
  const phone = useMediaQuery('(max-width: 36em)') ?? false
  const [fold, setFold] = useState(false)
  const collapsed = phone || fold

  const middle = collapsed
    ? [
        <Menu key="more" position="bottom-start">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={k('collapsed.more')}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to="/pages/faq">
              {k('trail.faq')}
            </Menu.Item>
            <Menu.Item component={Link} to="/pages/knowledge-base">
              {k('trail.help')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>,
      ]
    : [
        <Anchor key="faq" component={Link} to="/pages/faq" fz="sm">
          {k('trail.faq')}
        </Anchor>,
        <Anchor key="help" component={Link} to="/pages/knowledge-base" fz="sm">
          {k('trail.help')}
        </Anchor>,
      ]

  return (
    <Stack gap="md">
      <Switch
        label={k('collapsed.fold')}
        checked={collapsed}
        disabled={phone}
        onChange={(event) => setFold(event.currentTarget.checked)}
      />
      <nav aria-label={k('collapsed.label')}>
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to="/" fz="sm">
            {k('trail.home')}
          </Anchor>
          {middle}
          <Anchor
            renderRoot={(props) => (
              <Link
                {...props}
                to="/pages/knowledge-base/$category"
                params={{ category: 'claims' }}
              />
            )}
            fz="sm"
          >
            {k('trail.claims')}
          </Anchor>
          <Text fz="sm" c="dimmed" aria-current="page">
            {k('trail.article')}
          </Text>
        </Breadcrumbs>
      </nav>
    </Stack>
  )
}
