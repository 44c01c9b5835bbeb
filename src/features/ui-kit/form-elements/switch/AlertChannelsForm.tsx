import { Alert, Button, Group, Stack, Switch } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CHANNELS, useAlertChannelsForm } from './alert-channels-form'

/** A Switch.Group in a form: turning every channel off and saving shows the group's error. */
export function AlertChannelsForm() {
  const { t: k } = useTranslation('ui-kit/form-elements-switch', {
    keyPrefix: 'uiKit.form-elements-switch.group',
  })
  const [saved, setSaved] = useState(false)
  const form = useAlertChannelsForm({ channels: k('error') })
  return (
    <form onSubmit={form.onSubmit(() => setSaved(true))} noValidate>
      <Stack gap="sm">
        <Switch.Group
          label={k('label')}
          description={k('hint')}
          withAsterisk
          {...form.getInputProps('channels')}
          onChange={(value: string[]) => {
            setSaved(false)
            form.setFieldValue('channels', value)
          }}
        >
          <Stack gap="xs" mt="xs">
            {CHANNELS.map((channel) => (
              <Switch key={channel} value={channel} label={k(channel)} />
            ))}
          </Stack>
        </Switch.Group>
        <Group>
          <Button type="submit">{k('submit')}</Button>
        </Group>
        <div role="status">
          {saved && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
              {k('saved')}
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  )
}
