import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

interface Props {
  icon: ReactNode
  title: string
  body: string
  /** Where the way back leads (the list the missing record belonged to), and its label. */
  backTo: string
  backLabel: string
}

/** A record that does not exist (an unknown invoice or product): say so, and offer the way back. */
export function NotFoundCard({ icon, title, body, backTo, backLabel }: Props) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="md" py="xl">
        <ThemeIcon size={64} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{body}</Text>
        <Button component={Link} to={backTo}>
          {backLabel}
        </Button>
      </Stack>
    </Paper>
  )
}
