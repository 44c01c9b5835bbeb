import { Avatar, Button, Group, Stack, Text, TextInput, ThemeIcon } from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandGoogle,
  IconBrandX,
  type Icon,
} from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useUpdateSection } from '../../api/account-settings.queries'
import {
  connectionSchema,
  type Connection,
  type ConnectionService,
} from '../../account-settings.schema'

const ICONS: Record<ConnectionService, Icon> = {
  twitter: IconBrandX,
  google: IconBrandGoogle,
  facebook: IconBrandFacebook,
  github: IconBrandGithub,
}

const handleSchema = connectionSchema.pick({ id: true })

interface Props {
  service: ConnectionService
  connection: Connection | null
}

/** One service: connected under a handle (shown with the account's picture), or a form to connect it. */
export function ConnectionRow({ service, connection }: Props) {
  const { t } = useTranslation('account-settings')
  const update = useUpdateSection()
  const [connecting, setConnecting] = useState(false)
  const name = t(`accountSettings.connections.service.${service}`)
  const form = useForm({
    initialValues: { id: '' },
    validate: schemaValidate(handleSchema, {
      messages: { id: t('accountSettings.connections.handleInvalid') },
    }),
  })
  const ServiceIcon = ICONS[service]
  const save = (id: string | null) =>
    update.mutate(
      { section: 'connections', data: { service, id } },
      {
        onSuccess: () => {
          setConnecting(false)
          form.reset()
        },
        onError: (error) => {
          const refused = fieldErrorsFrom(error, { fields: ['id'], prefix: 'data.' })
          form.setErrors(refused.id ? { id: t('accountSettings.connections.handleInvalid') } : {})
        },
      },
    )
  return (
    <Stack gap="xs" data-testid={`connection-${service}`}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={40} radius="md" variant="light" color="gray">
            <ServiceIcon size={22} aria-hidden />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {name}
            </Text>
            {connection ? (
              <Group gap={6} wrap="nowrap">
                <Avatar src={connection.profileImg || null} size={18} alt="" />
                <Text size="sm" c="dimmed" truncate>
                  {connection.id}
                </Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('accountSettings.connections.notConnected')}
              </Text>
            )}
          </div>
        </Group>
        {connection ? (
          <Button
            variant="light"
            color="red"
            size="xs"
            loading={update.isPending}
            onClick={() => save(null)}
            aria-label={t('accountSettings.connections.disconnectService', { service: name })}
          >
            {t('accountSettings.connections.disconnect')}
          </Button>
        ) : (
          !connecting && (
            <Button
              variant="default"
              size="xs"
              onClick={() => setConnecting(true)}
              aria-label={t('accountSettings.connections.connectService', { service: name })}
            >
              {t('accountSettings.connections.connect')}
            </Button>
          )
        )}
      </Group>
      {connecting && !connection && (
        <form onSubmit={form.onSubmit(({ id }) => save(id.trim()))} noValidate>
          <Group align="flex-start" gap="xs">
            <TextInput
              label={t('accountSettings.connections.handle', { service: name })}
              size="xs"
              data-autofocus
              style={{ flex: 1, minWidth: 180 }}
              {...form.getInputProps('id')}
            />
            <Group gap="xs" mt={22}>
              <Button type="submit" size="xs" loading={update.isPending}>
                {t('accountSettings.connections.connect')}
              </Button>
              <Button variant="subtle" size="xs" onClick={() => setConnecting(false)}>
                {t('accountSettings.cancel')}
              </Button>
            </Group>
          </Group>
        </form>
      )}
    </Stack>
  )
}
