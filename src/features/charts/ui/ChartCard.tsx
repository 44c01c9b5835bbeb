import '@mantine/charts/styles.layer.css'
import { Card, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { FiguresTable, type Figures } from '@/shared/ui/FiguresTable'

interface Props {
  title: string
  description: string
  /** The figures the chart draws, as a table screen readers and axe can read. */
  table: Figures
  children: ReactNode
}

/**
 * A chart in a card: its title names the figure, its description describes it, and a visually
 * hidden table carries the same figures for screen readers. This module is what pulls Mantine's
 * chart styles in, so they load with the chart screens only.
 */
export function ChartCard({ title, description, table, children }: Props) {
  const titleId = useId()
  const descriptionId = useId()
  return (
    <Card padding="lg" h="100%">
      <figure
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        style={{ margin: 0, minWidth: 0 }}
        data-testid="chart"
      >
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
        <Text fz="sm" c="dimmed" id={descriptionId} mb="md">
          {description}
        </Text>
        {children}
        <FiguresTable caption={title} figures={table} />
      </figure>
    </Card>
  )
}
