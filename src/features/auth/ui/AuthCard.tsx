import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Logo } from '@/shared/ui/Logo'
import { useAuthEnv } from './auth-env'

interface AuthCardProps {
  title: string
  subtitle: string
  children: ReactNode
}

/** The card every auth screen sits in (its `main` landmark): brand, heading, form. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const { t } = useAuthEnv()
  return (
    <Paper component="main" withBorder shadow="md" p={{ base: 'lg', sm: 40 }} w="100%" maw={460}>
      <Stack gap="lg">
        <Group gap="xs" justify="center">
          <Logo size={34} />
          <Text fw={700} fz={24}>
            {t('app.name')}
          </Text>
        </Group>
        <div>
          <Title order={1} fz={22} mb={4}>
            {title}
          </Title>
          <Text c="dimmed" fz="sm">
            {subtitle}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  )
}
