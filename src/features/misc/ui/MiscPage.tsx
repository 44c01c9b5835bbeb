import { Group, Stack, Text, Title } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Logo } from '@/shared/ui/Logo'
import { Illustration } from './Illustration'
import classes from './MiscPage.module.css'

interface MiscPageProps {
  icon: Icon
  flank?: string
  title: string
  body: string
  /** The next action: a button back home, a form. */
  children: ReactNode
}

/** The frame every misc page shares: brand, illustration, heading, text, next action. */
export function MiscPage({ icon, flank, title, body, children }: MiscPageProps) {
  const { t } = useTranslation()
  return (
    <main className={classes.page}>
      <Group gap="xs" className={classes.brand}>
        <Logo size={30} />
        <Text fw={700} fz={22}>
          {t('app.name')}
        </Text>
      </Group>
      <Illustration icon={icon} flank={flank} />
      <Stack gap="sm" align="center" className={classes.content}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed">{body}</Text>
      </Stack>
      {children}
    </main>
  )
}
