import { Card, Group, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

interface Props {
  title: string
  description?: string
  /** Beside the title: a status badge, an "add" button. */
  aside?: ReactNode
  children: ReactNode
  testId?: string
}

/** A titled card of the settings: a region named by its heading. */
export function SectionCard({ title, description, aside, children, testId }: Props) {
  const id = useId()
  return (
    <Card padding="lg" component="section" aria-labelledby={id} data-testid={testId}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {aside}
      </Group>
      {children}
    </Card>
  )
}
