import {
  ActionIcon,
  Avatar,
  Button,
  Group,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useInviteMember, useMembers, useRemoveMember } from '../../api/modal-examples.queries'
import {
  OWN_EMAIL,
  PERMISSIONS,
  inviteMemberSchema,
  type InviteMember,
} from '../../modal-examples.schema'

interface Props {
  opened: boolean
  onClose: () => void
}

/** Share the project: invite someone by email with a permission; members listed, their permission changed or taken away. */
export function ShareProjectModal({ opened, onClose }: Props) {
  const { t } = useTranslation('account-settings')
  const members = useMembers()
  const invite = useInviteMember()
  const remove = useRemoveMember()
  const permissions = PERMISSIONS.map((value) => ({
    value,
    label: t(`accountSettings.share.permission.${value}`),
  }))
  const form = useForm<InviteMember>({
    initialValues: { email: '', permission: 'viewer' },
    validate: schemaValidate(inviteMemberSchema, {
      messages: { email: t('accountSettings.errors.email') },
    }),
  })
  const submit = form.onSubmit(async (values) => {
    try {
      await invite.mutateAsync(values)
      form.reset()
    } catch (error) {
      const { email } = fieldErrorsFrom(error, { fields: ['email'] })
      form.setErrors({
        email:
          email === OWN_EMAIL ? t('accountSettings.share.own') : t('accountSettings.errors.save'),
      })
    }
  })
  const list = members.data?.members ?? []
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('accountSettings.share.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('accountSettings.close') }}
    >
      <Stack gap="lg">
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              type="email"
              label={t('accountSettings.share.email')}
              placeholder="name@agency.com"
              style={{ flex: 1, minWidth: 200 }}
              {...form.getInputProps('email')}
            />
            <Select
              label={t('accountSettings.share.permissionLabel')}
              data={permissions}
              allowDeselect={false}
              w={150}
              {...form.getInputProps('permission')}
            />
            <Button type="submit" mt={25} loading={invite.isPending}>
              {t('accountSettings.share.invite')}
            </Button>
          </Group>
        </form>
        <div>
          <Text fw={600} size="sm" mb="xs" id="share-members">
            {t('accountSettings.share.members', { count: list.length })}
          </Text>
          <ScrollArea.Autosize mah={300}>
            <Stack gap="sm" role="list" aria-labelledby="share-members">
              {list.map((member) => (
                <Group
                  key={member.id}
                  justify="space-between"
                  wrap="nowrap"
                  role="listitem"
                  data-testid="member"
                >
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Avatar name={member.name} color="initials" size={36} alt="" />
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate>
                        {member.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {member.email}
                      </Text>
                    </div>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    <Select
                      size="xs"
                      w={130}
                      data={permissions}
                      allowDeselect={false}
                      value={member.permission}
                      aria-label={t('accountSettings.share.permissionOf', { name: member.name })}
                      onChange={(permission) =>
                        permission && invite.mutate({ email: member.email, permission })
                      }
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('accountSettings.share.remove', { name: member.name })}
                      onClick={() => remove.mutate(member.id)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </div>
      </Stack>
    </Modal>
  )
}
