import { Card, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'

interface Props {
  title: string
  testId: string
  children: ReactNode
}

/** One card of the profile's side columns: a titled region. */
export function SideCard({ title, testId, children }: Props) {
  const titleId = useId()
  return (
    <Card padding="lg" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Title order={2} fz="lg" mb="md" id={titleId}>
        {title}
      </Title>
      {children}
    </Card>
  )
}
