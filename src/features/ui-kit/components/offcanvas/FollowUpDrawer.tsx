import {
  Badge,
  Button,
  Drawer,
  Group,
  Input,
  List,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { IconCalendarPlus } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import { CHANNELS, CLIENTS, followUpSchema, useFollowUpForm, type FollowUp } from './follow-up-form'
import { useOffcanvasText } from './offcanvas-text'

/** A form in a drawer, the page still in view behind it; what it saves joins the list here. */
export function FollowUpDrawer() {
  const k = useOffcanvasText()
  const [opened, { open, close }] = useDisclosure(false)
  const phone = useMediaQuery('(max-width: 36em)')
  const [followUps, setFollowUps] = useState<FollowUp[]>([])
  return (
    <DemoSection title={k('form.title')} description={k('form.description')}>
      {followUps.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {k('form.empty')}
        </Text>
      ) : (
        <List fz="sm" spacing={6} aria-label={k('form.listLabel')} data-testid="follow-ups">
          {followUps.map((item, index) => (
            <List.Item key={index}>
              <Group gap="xs">
                <Text fz="sm" fw={600}>
                  {item.client}
                </Text>
                <Text fz="sm">{item.subject}</Text>
                <Badge size="sm" variant="light">
                  {k(`form.channels.${item.channel}`)}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group>
        <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={open}>
          {k('form.open')}
        </Button>
      </Group>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={phone ? '100%' : 'md'}
        title={k('form.drawerTitle')}
        closeButtonProps={{ 'aria-label': k('close') }}
      >
        {opened && (
          <FollowUpForm
            onCancel={close}
            onSave={(item) => {
              setFollowUps((list) => [...list, item])
              close()
            }}
          />
        )}
      </Drawer>
    </DemoSection>
  )
}

interface FormProps {
  onSave: (item: FollowUp) => void
  onCancel: () => void
}

function FollowUpForm({ onSave, onCancel }: FormProps) {
  const k = useOffcanvasText()
  const channelLabel = useId()
  const form = useFollowUpForm({
    client: k('form.errors.client'),
    subject: k('form.errors.subject'),
    notes: k('form.errors.notes'),
  })
  const submit = form.onSubmit((values) => onSave(followUpSchema.parse(values)))
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={k('form.client')}
          withAsterisk
          data={[...CLIENTS]}
          data-autofocus
          {...form.getInputProps('client')}
        />
        <TextInput label={k('form.subject')} withAsterisk {...form.getInputProps('subject')} />
        {/* A radio group, so its label is a plain element that names the group. */}
        <Input.Wrapper
          label={k('form.channel')}
          labelElement="div"
          labelProps={{ id: channelLabel }}
        >
          <SegmentedControl
            fullWidth
            aria-labelledby={channelLabel}
            data={CHANNELS.map((value) => ({ value, label: k(`form.channels.${value}`) }))}
            {...form.getInputProps('channel')}
          />
        </Input.Wrapper>
        <Textarea label={k('form.notes')} autosize minRows={3} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {k('form.cancel')}
          </Button>
          <Button type="submit">{k('form.save')}</Button>
        </Group>
      </Stack>
    </form>
  )
}
