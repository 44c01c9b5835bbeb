import { Group, Stack, Text, Title } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Logo } from '@/shared/ui/Logo'
import { AuthCard } from '../AuthCard'
import type { AuthFrame } from '../auth-frame'
import { BasicShapes } from './BasicShapes'
import { CoverIllustration } from './CoverIllustration'
import classes from './variants.module.css'

interface FrameProps {
  title: string
  subtitle: string
  /** The cover illustration's centrepiece, one per screen. */
  motif: Icon
  children: ReactNode
}

/** The centred card (the frame of /login) on a decorated background. */
function BasicFrame({ title, subtitle, children }: FrameProps) {
  return (
    <div className={classes.basic}>
      <div className={classes.card}>
        <BasicShapes />
        <AuthCard title={title} subtitle={subtitle}>
          {children}
        </AuthCard>
      </div>
    </div>
  )
}

/** A split screen: the illustration on one side (gone at phone width), the form on the other. */
function CoverFrame({ title, subtitle, motif, children }: FrameProps) {
  const { t } = useTranslation()
  return (
    <div className={classes.cover}>
      <div className={classes.art} aria-hidden="true">
        <CoverIllustration motif={motif} />
      </div>
      <main className={classes.panel}>
        <Stack gap="lg" className={classes.form}>
          <Group gap="xs">
            <Logo size={34} />
            <Text fw={700} fz={24}>
              {t('app.name')}
            </Text>
          </Group>
          <div>
            <Title order={1} fz={26} mb={4}>
              {title}
            </Title>
            <Text c="dimmed" fz="sm">
              {subtitle}
            </Text>
          </div>
          {children}
        </Stack>
      </main>
    </div>
  )
}

/** An auth screen in one of its two demo frames. */
export function VariantFrame({ frame, ...props }: FrameProps & { frame: AuthFrame }) {
  return frame === 'cover' ? <CoverFrame {...props} /> : <BasicFrame {...props} />
}
