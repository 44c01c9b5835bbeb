import { Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconCode } from '@tabler/icons-react'
import { use, useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { lazyPart } from '@/shared/ui/lazy-part'
import { DemoPageContext } from './demo-page'

/** The source panel, highlighter included: its code loads with the first opening of a panel. */
const CodePanel = lazyPart(() => import('./CodePanel').then((module) => module.CodePanel))

interface DemoSectionProps {
  title: string
  /** What the variant shows and when to use it. */
  description?: string
  children: ReactNode
}

/**
 * One variant of a demo: a card with its title, a line about it, the working example, and a
 * Code toggle showing the source of the page it is on.
 */
export function DemoSection({ title, description, children }: DemoSectionProps) {
  const { t } = useTranslation('ui-kit')
  const page = use(DemoPageContext)
  const [opened, setOpened] = useState(false)
  // Once loaded, the panel stays mounted (hidden when closed): reopening shows it at once.
  const [loaded, setLoaded] = useState(false)
  const panel = useId()
  const heading = useId()
  const toggle = () => {
    setOpened((open) => !open)
    setLoaded(true)
  }
  return (
    <Card withBorder={false} shadow="sm" radius="md" padding="lg" component="section">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          {/* The text wraps; the toggle keeps its width (longer words in Spanish or German). */}
          <Box miw={0}>
            <Title order={2} fz="h5" id={heading}>
              {title}
            </Title>
            {description && (
              <Text c="dimmed" fz="sm">
                {description}
              </Text>
            )}
          </Box>
          {page && (
            <Button
              variant={opened ? 'light' : 'subtle'}
              size="compact-sm"
              flex="none"
              leftSection={<IconCode size={16} aria-hidden />}
              aria-expanded={opened}
              aria-controls={panel}
              aria-describedby={heading}
              onClick={toggle}
            >
              {t('uiKit.code.toggle')}
            </Button>
          )}
        </Group>
        {children}
        {page && (
          <Box id={panel} hidden={!opened}>
            {loaded && <CodePanel page={page} />}
          </Box>
        )}
      </Stack>
    </Card>
  )
}
