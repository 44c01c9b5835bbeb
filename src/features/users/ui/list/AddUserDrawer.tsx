import { Button, Drawer, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { useAddUser } from '../../api/users.queries'
import { USER_FORM_ERRORS, cleanValues, useUserForm } from '../common/user-form'
import { UserFormFields } from '../common/UserFormFields'

interface Props {
  opened: boolean
  phone: boolean
  onClose: () => void
}

/** A new user: validated here by the contract, and a taken email or username shows on its field. */
export function AddUserDrawer({ opened, phone, onClose }: Props) {
  const { t } = useTranslation('users')
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 440}
      title={t('users.form.addTitle')}
      closeButtonProps={{ 'aria-label': t('users.form.close') }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && <AddUserForm onDone={onClose} />}
    </Drawer>
  )
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('users')
  const add = useAddUser()
  const form = useUserForm()
  const submit = form.onSubmit((values) =>
    add.mutate(cleanValues(values), {
      onSuccess: ({ user }) => {
        notifications.show({
          color: 'green',
          message: t('users.form.added', { name: user.fullName }),
        })
        onDone()
      },
      onError: (error) => {
        const fields = fieldErrorsFrom(error, USER_FORM_ERRORS)
        form.setErrors(fields)
        if (Object.keys(fields).length === 0)
          notifications.show({ color: 'red', message: t('users.form.failed') })
      },
    }),
  )
  return (
    <form onSubmit={submit} noValidate data-testid="add-user-form">
      <Stack>
        <UserFormFields form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('users.form.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('users.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
