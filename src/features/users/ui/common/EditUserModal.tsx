import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { useUpdateUser } from '../../api/users.queries'
import type { User } from '../../users.schema'
import { USER_FORM_ERRORS, cleanValues, useUserForm } from './user-form'
import { UserFormFields } from './UserFormFields'

interface Props {
  user: User | null
  onClose: () => void
}

/** Edit a user's details, role, plan and status, saved through update-user. */
export function EditUserModal({ user, onClose }: Props) {
  const { t } = useTranslation('users')
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      size="lg"
      title={t('users.form.editTitle')}
      closeButtonProps={{ 'aria-label': t('users.form.close') }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {user && <EditUserForm key={user.id} user={user} onDone={onClose} />}
    </Modal>
  )
}

function EditUserForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation('users')
  const update = useUpdateUser()
  const form = useUserForm(user)
  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: user.id, ...cleanValues(values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('users.form.saved') })
          onDone()
        },
        onError: (error) => {
          const fields = fieldErrorsFrom(error, USER_FORM_ERRORS)
          form.setErrors(fields)
          if (Object.keys(fields).length === 0)
            notifications.show({ color: 'red', message: t('users.form.failed') })
        },
      },
    ),
  )
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('users.form.editHint')}
        </Text>
        <UserFormFields form={form} columns={2} withStatus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('users.form.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('users.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
