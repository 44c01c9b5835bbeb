import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useShowLayout, type LayoutOverride } from '@/shared/layout/layout-override.store'
import { GROUP_PATHS } from '../ui-kit.schema'

const LAYOUTS = ['collapsed-menu', 'boxed', 'without-menu', 'empty', 'blank'] as const
export type LayoutName = (typeof LAYOUTS)[number]

interface LayoutExplainerProps {
  name: LayoutName
  /** What this page shows over the user's own layout while it is open. */
  override: LayoutOverride
}

/**
 * A page layout shown for real: the frame around this card is the layout itself. It says what
 * the layout is for, that the user's own settings come back on leaving, and links to the others.
 */
export function LayoutExplainer({ name, override }: LayoutExplainerProps) {
  const { t } = useTranslation(['ui-kit', `ui-kit/page-layout-${name}`])
  useShowLayout(override)
  return (
    <Card shadow="sm" radius="md" padding="lg">
      <Stack gap="md">
        <Text>{t(`uiKit.page-layout-${name}.what`)}</Text>
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('uiKit.layouts.yours')}
        </Alert>
        <Text fw={600} fz="sm">
          {t('uiKit.layouts.others')}
        </Text>
        <Group gap="xs">
          {LAYOUTS.filter((other) => other !== name).map((other) => (
            <Button
              key={other}
              component={Link}
              to={`${GROUP_PATHS['page-layout']}/${other}`}
              variant="light"
              size="xs"
            >
              {t(`pages.page-layout-${other}`)}
            </Button>
          ))}
          <Button component={Link} to="/" variant="subtle" size="xs">
            {t('uiKit.layouts.home')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
