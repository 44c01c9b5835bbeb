import { Group, Indicator, Menu, Text, UnstyledButton } from '@mantine/core'
import { IconDatabase, IconLogout, IconUser, IconUserCog } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from './UserAvatar'

export interface UserMenuUser {
  fullName: string
  role: string
  avatar: string
  email: string
}

/** The user's own screens; each is listed when the user may open it. */
export interface UserMenuLinks {
  profile?: string
  account?: string
  settings?: string
}

interface UserMenuProps {
  user: UserMenuUser
  links: UserMenuLinks
  onSignOut: () => void
}

export function UserMenu({ user, links, onSignOut }: UserMenuProps) {
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
        {links.profile && (
          <Menu.Item component={Link} to={links.profile} leftSection={<IconUser size={18} />}>
            {t('shell.user.profile')}
          </Menu.Item>
        )}
        {links.account && (
          <Menu.Item component={Link} to={links.account} leftSection={<IconUserCog size={18} />}>
            {t('pages.pages-account-settings')}
          </Menu.Item>
        )}
        {links.settings && (
          <Menu.Item component={Link} to={links.settings} leftSection={<IconDatabase size={18} />}>
            {t('shell.user.settings')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} />} onClick={onSignOut}>
          {t('shell.user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
