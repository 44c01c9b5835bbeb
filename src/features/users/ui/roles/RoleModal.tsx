import { Alert, Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { usePermissions, useUpdateRole } from '../../api/roles.queries'
import { ADMINISTRATOR, roleNameSchema, type Permission, type Role } from '../../roles.schema'
import {
  FLAGS,
  allSelected,
  matrixOf,
  selectAll,
  toUpdate,
  type Flag,
  type Matrix,
} from './role-matrix'

interface Props {
  /** The role to edit, `'new'` to add one, null when closed. */
  role: Role | 'new' | null
  onClose: () => void
}

export function RoleModal({ role, onClose }: Props) {
  const { t } = useTranslation('users')
  return (
    <Modal
      opened={role !== null}
      onClose={onClose}
      size="xl"
      title={t(role === 'new' ? 'roles.modal.addTitle' : 'roles.modal.editTitle')}
      closeButtonProps={{ 'aria-label': t('roles.modal.close') }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {role !== null && <RoleForm role={role === 'new' ? undefined : role} onDone={onClose} />}
    </Modal>
  )
}

function RoleForm({ role, onDone }: { role: Role | undefined; onDone: () => void }) {
  const permissions = usePermissions({ perPage: 100 })
  if (!permissions.data) return <Text size="sm">…</Text>
  return <MatrixForm role={role} permissions={permissions.data.permissions} onDone={onDone} />
}

interface FormProps {
  role: Role | undefined
  permissions: Permission[]
  onDone: () => void
}

function MatrixForm({ role, permissions, onDone }: FormProps) {
  const { t } = useTranslation('users')
  const update = useUpdateRole()
  const ordered = [...permissions].sort((a, b) => a.id - b.id)
  const [name, setName] = useState(role?.role ?? '')
  const [nameError, setNameError] = useState<string | null>(null)
  const [matrix, setMatrix] = useState<Matrix>(() => matrixOf(role, ordered))
  const locked = role?.role === ADMINISTRATOR
  const label = role ? t(`roles.name.${role.role}`, { defaultValue: role.role }) : ''
  const toggle = (id: number, flag: Flag) =>
    setMatrix((current) => ({ ...current, [id]: { ...current[id]!, [flag]: !current[id]![flag] } }))

  const save = () => {
    const parsed = roleNameSchema.safeParse(name)
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? t('roles.modal.failed'))
      return
    }
    update.mutate(toUpdate(parsed.data, matrix), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('roles.modal.saved') })
        onDone()
      },
      onError: (error) => {
        const fields = fieldErrorsFrom(error, { fields: ['role'] })
        if (fields.role) setNameError(fields.role)
        else notifications.show({ color: 'red', message: t('roles.modal.failed') })
      },
    })
  }

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('roles.modal.hint')}
      </Text>
      {role ? (
        <TextInput label={t('roles.modal.roleName')} value={label} readOnly />
      ) : (
        <TextInput
          label={t('roles.modal.roleName')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value)
            setNameError(null)
          }}
          error={nameError}
          required
          data-autofocus
        />
      )}
      {locked && <Alert variant="light">{t('roles.modal.adminNote')}</Alert>}
      <Table.ScrollContainer minWidth={480}>
        <Table
          verticalSpacing="xs"
          aria-label={t('roles.modal.permissions')}
          data-testid="role-matrix"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('roles.modal.permission')}</Table.Th>
              <Table.Th colSpan={3}>
                <Checkbox
                  label={t('roles.modal.selectAll')}
                  checked={allSelected(matrix)}
                  indeterminate={
                    !allSelected(matrix) &&
                    Object.values(matrix).some((row) => FLAGS.some((f) => row[f]))
                  }
                  disabled={locked}
                  onChange={(event) => setMatrix(selectAll(matrix, event.currentTarget.checked))}
                />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ordered.map((permission) => (
              <Table.Tr key={permission.id}>
                <Table.Td fw={500}>{permission.name}</Table.Td>
                {FLAGS.map((flag) => (
                  <Table.Td key={flag}>
                    <Checkbox
                      label={t(`roles.modal.${flag}`)}
                      aria-label={t('roles.modal.toggle', {
                        flag: t(`roles.modal.${flag}`),
                        permission: permission.name,
                      })}
                      checked={matrix[permission.id]?.[flag] ?? false}
                      disabled={locked}
                      onChange={() => toggle(permission.id, flag)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('roles.modal.cancel')}
        </Button>
        <Button onClick={save} loading={update.isPending} disabled={locked}>
          {t('roles.modal.save')}
        </Button>
      </Group>
    </Stack>
  )
}
