import { Anchor, Group, Stack, Text } from '@mantine/core'
import { IconCalendar, IconMail, IconMapPin, IconWorld } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { UserAbout } from '../profile.schema'
import { useProfileFormat } from './profile-format'
import { SideCard } from './SideCard'
import classes from './Profile.module.css'

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {icon}
      <div style={{ minWidth: 0 }}>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  )
}

export function AboutCard({ about }: { about: UserAbout }) {
  const { t } = useTranslation('profile')
  const format = useProfileFormat()
  const icon = { size: 20, 'aria-hidden': true, style: { flex: 'none', marginTop: 2 } } as const
  return (
    <SideCard title={t('profile.about.title')} testId="profile-about">
      <Text fz="sm" mb="md" dir="auto" className={classes.data}>
        {about.about}
      </Text>
      <Stack gap="sm">
        <Fact icon={<IconCalendar {...icon} />} label={t('profile.about.joined')}>
          {format.day(about.joined)}
        </Fact>
        <Fact icon={<IconMapPin {...icon} />} label={t('profile.about.lives')}>
          {about.lives}
        </Fact>
        <Fact icon={<IconMail {...icon} />} label={t('profile.about.email')}>
          <Anchor href={`mailto:${about.email}`} inherit dir="ltr">
            {about.email}
          </Anchor>
        </Fact>
        <Fact icon={<IconWorld {...icon} />} label={t('profile.about.website')}>
          <span dir="ltr">{about.website}</span>
        </Fact>
      </Stack>
    </SideCard>
  )
}
