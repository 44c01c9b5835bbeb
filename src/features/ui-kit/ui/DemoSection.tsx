import { Card, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface DemoSectionProps {
  title: string
  /** What the variant shows and when to use it. */
  description?: string
  children: ReactNode
}

/** One variant of a demo: a card with its title, a line about it, and the working example. */
export function DemoSection({ title, description, children }: DemoSectionProps) {
  return (
    <Card withBorder={false} shadow="sm" radius="md" padding="lg" component="section">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h5">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" fz="sm">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  )
}
