import { ActionIcon, Menu } from '@mantine/core'
import {
  IconDotsVertical,
  IconEdit,
  IconEye,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { User } from '../../users.schema'
import { useUserActions } from './use-user-actions'

interface Props {
  user: User
  onEdit: (user: User) => void
}

/** View, edit, suspend or activate, delete: one menu per row. */
export function UserRowActions({ user, onEdit }: Props) {
  const { t } = useTranslation('users')
  const actions = useUserActions()
  const suspended = user.status === 'inactive'
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('users.actions.menu', { name: user.fullName })}
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          renderRoot={(props) => (
            <Link {...props} to="/apps/user/view/$id" params={{ id: String(user.id) }} />
          )}
          leftSection={<IconEye size={16} />}
        >
          {t('users.actions.view')}
        </Menu.Item>
        <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => onEdit(user)}>
          {t('users.actions.edit')}
        </Menu.Item>
        {suspended ? (
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => actions.activate(user)}
          >
            {t('users.actions.activate')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconPlayerPause size={16} />}
            onClick={() => void actions.suspend(user)}
          >
            {t('users.actions.suspend')}
          </Menu.Item>
        )}
        <Menu.Item
          color="red.8"
          leftSection={<IconTrash size={16} />}
          onClick={() => void actions.remove(user)}
        >
          {t('users.actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
