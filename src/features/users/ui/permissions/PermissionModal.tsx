import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { z } from 'zod'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useAddPermission, useRenamePermission } from '../../api/roles.queries'
import { permissionNameSchema, type Permission } from '../../roles.schema'

interface Props {
  /** The permission to rename, `'new'` to add one, null when closed. */
  permission: Permission | 'new' | null
  onClose: () => void
}

export function PermissionModal({ permission, onClose }: Props) {
  const { t } = useTranslation('users')
  const adding = permission === 'new'
  return (
    <Modal
      opened={permission !== null}
      onClose={onClose}
      title={t(adding ? 'permissions.modal.addTitle' : 'permissions.modal.editTitle')}
      closeButtonProps={{ 'aria-label': t('permissions.modal.close') }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {permission !== null && (
        <PermissionForm permission={adding ? undefined : permission} onDone={onClose} />
      )}
    </Modal>
  )
}

const formSchema = z.object({ name: permissionNameSchema })

function PermissionForm({ permission, onDone }: { permission?: Permission; onDone: () => void }) {
  const { t } = useTranslation('users')
  const add = useAddPermission()
  const rename = useRenamePermission()
  const form = useForm({
    initialValues: { name: permission?.name ?? '' },
    validate: schemaValidate(formSchema),
  })
  const handlers = (message: string) => ({
    onSuccess: () => {
      notifications.show({ color: 'green', message })
      onDone()
    },
    onError: (error: Error) =>
      form.setErrors(
        fieldErrorsFrom(error, { fields: ['name'], rename: { 'permission.name': 'name' } }),
      ),
  })
  const submit = form.onSubmit(({ name }) => {
    const clean = name.trim()
    if (permission)
      rename.mutate({ id: permission.id, name: clean }, handlers(t('permissions.saved')))
    else add.mutate(clean, handlers(t('permissions.added')))
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t(permission ? 'permissions.modal.editHint' : 'permissions.modal.addHint')}
        </Text>
        <TextInput
          label={t('permissions.modal.name')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('permissions.modal.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || rename.isPending}>
            {t(permission ? 'permissions.modal.save' : 'permissions.modal.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
