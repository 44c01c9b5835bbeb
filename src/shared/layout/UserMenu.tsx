import { Group, Indicator, Menu, Text, UnstyledButton } from '@mantine/core'
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from './UserAvatar'

export interface UserMenuUser {
  fullName: string
  role: string
  avatar: string
  email: string
}

interface UserMenuProps {
  user: UserMenuUser
  profileTo: string
  settingsTo: string
  onSignOut: () => void
}

export function UserMenu({ user, profileTo, settingsTo, onSignOut }: UserMenuProps) {
  const { t } = useTranslation()
  const role = t(`shell.roles.${user.role}`, { defaultValue: user.role })
  return (
    <Menu position="bottom-end" width={240} shadow="md" offset={10}>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('shell.user.menu')}
          data-testid="user-menu"
          style={{ borderRadius: '50%', marginInlineStart: 4 }}
        >
          <Indicator color="green" position="bottom-end" offset={5} size={10} withBorder>
            <UserAvatar name={user.fullName} src={user.avatar} size={38} />
          </Indicator>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" px="sm" py="xs" wrap="nowrap">
          <UserAvatar name={user.fullName} src={user.avatar} size={40} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm" truncate>
              {user.fullName}
            </Text>
            <Text c="dimmed" fz="xs" tt="capitalize" truncate>
              {role}
            </Text>
          </div>
        </Group>
        <Menu.Divider />
        <Menu.Item component={Link} to={profileTo} leftSection={<IconUser size={18} />}>
          {t('shell.user.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to={settingsTo} leftSection={<IconSettings size={18} />}>
          {t('shell.user.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} />} onClick={onSignOut}>
          {t('shell.user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
