import { Avatar, Card, Group, Text, Title } from '@mantine/core'
import { IconBriefcase, IconCalendar, IconMapPin } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { ProfileHeader as Header, UserAbout } from '../profile.schema'
import { useProfileFormat } from './profile-format'
import classes from './Profile.module.css'

interface Props {
  header: Header
  about: UserAbout
}

/** The cover, the avatar over its edge, the name, the designation and where and since when. */
export function ProfileHeader({ header, about }: Props) {
  const { t } = useTranslation('profile')
  const format = useProfileFormat()
  return (
    <Card padding={0} className={classes.header} data-testid="profile-header">
      <img src={header.coverImg} alt="" className={classes.cover} />
      <div className={classes.identity}>
        <Avatar
          src={header.avatar || null}
          name={header.username}
          alt=""
          size={120}
          radius="50%"
          className={classes.avatar}
        />
        <div className={classes.names}>
          <Title order={1} fz="h2">
            {header.username}
          </Title>
          <Group gap="lg" mt={6} c="dimmed" fz="sm">
            <Group gap={6} wrap="nowrap">
              <IconBriefcase size={18} aria-hidden />
              <Text span inherit>
                {header.designation}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={18} aria-hidden />
              <Text span inherit>
                {about.lives}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={18} aria-hidden />
              <Text span inherit>
                {t('profile.header.joined', { date: format.day(about.joined) })}
              </Text>
            </Group>
          </Group>
        </div>
      </div>
    </Card>
  )
}
