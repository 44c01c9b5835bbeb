import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface Props {
  title: string
  intro: string
  children: ReactNode
}

/** The frame of every chart screen: a heading, a line about it, then its cards two by two. */
export function ChartsPage({ title, intro, children }: Props) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h3">
          {title}
        </Title>
        <Text c="dimmed" fz="sm">
          {intro}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {children}
      </SimpleGrid>
    </Stack>
  )
}
