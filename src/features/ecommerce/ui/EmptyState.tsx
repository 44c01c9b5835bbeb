import { Card, Stack, Text, ThemeIcon, type MantineColor } from '@mantine/core'
import type { ReactNode } from 'react'

interface Props {
  icon: ReactNode
  color?: MantineColor
  title: string
  body: string
  /** What to do next: a button back to the shop, or one that clears the search. */
  action: ReactNode
  testId?: string
}

/** Nothing to show (an empty cart or wishlist, no match): say so, and offer the way on. */
export function EmptyState({ icon, color, title, body, action, testId }: Props) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" py="xl" data-testid={testId}>
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text c="dimmed" ta="center">
          {body}
        </Text>
        {action}
      </Stack>
    </Card>
  )
}
