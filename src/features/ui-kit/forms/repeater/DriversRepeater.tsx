/**
 * The named drivers of a car policy: a short repeater whose removal asks first (the house's one
 * confirmation), with a floor of one driver and a ceiling of four.
 */
import { ActionIcon, Button, Group, NumberInput, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useEffect, useRef, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { blurWhenChanged, codedValidate, focusOnFailure, pretendSave } from '../form-kit'
import { DRIVERS_MAX, driversSchema, type DriverValues } from './repeater.schema'

let nextId = 0
const THIS_YEAR = new Date().getFullYear()
const SCHEMA = driversSchema(THIS_YEAR)

export function DriversRepeater() {
  const { t: k } = useTranslation('ui-kit/forms-repeater', { keyPrefix: 'uiKit.forms-repeater' })
  const form = useForm<{ drivers: DriverValues[] }>({
    initialValues: { drivers: [{ id: 'holder', name: 'Lucía Fernández', licensed: 2009 }] },
    validate: codedValidate(SCHEMA, (code) => k(`errors.${code}`)),
    ...blurWhenChanged<{ drivers: DriverValues[] }>(),
  })
  const list = useRef<HTMLDivElement>(null)
  const focusNext = useRef<string | null>(null)
  const drivers = form.values.drivers

  useEffect(() => {
    if (!focusNext.current) return
    list.current?.querySelector<HTMLElement>(focusNext.current)?.focus()
    focusNext.current = null
  })

  const add = () => {
    focusNext.current = `[data-path="drivers.${drivers.length}.name"]`
    form.insertListItem('drivers', { id: `driver-${++nextId}`, name: '', licensed: '' })
  }
  const remove = async (index: number) => {
    const name = drivers[index]!.name.trim() || k('unnamed')
    const confirmed = await confirmDestructive({
      title: k('drivers.confirmTitle', { name }),
      message: k('drivers.confirmMessage'),
      confirmLabel: k('drivers.confirm'),
    })
    if (confirmed) form.removeListItem('drivers', index)
  }
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(async (values) => {
      await pretendSave()
      notifications.show({
        color: 'teal',
        message: k('drivers.saved', { count: values.drivers.length }),
      })
    }, focusOnFailure)(event)

  return (
    <form onSubmit={submit} noValidate aria-label={k('drivers.title')}>
      <Stack ref={list}>
        {drivers.map((driver, index) => (
          <Group key={driver.id} align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={k('drivers.name', { row: index + 1 })}
              style={{ flex: 2 }}
              {...form.getInputProps(`drivers.${index}.name`)}
            />
            <NumberInput
              label={k('drivers.licensed')}
              aria-label={k('drivers.licensedOf', { row: index + 1 })}
              allowDecimal={false}
              style={{ flex: 1 }}
              {...form.getInputProps(`drivers.${index}.licensed`)}
            />
            <ActionIcon
              variant="subtle"
              color="red.8"
              mt={26}
              aria-label={k('drivers.remove', { row: index + 1 })}
              disabled={drivers.length === 1}
              onClick={() => void remove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={drivers.length >= DRIVERS_MAX}
          >
            {k('drivers.add')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {k('drivers.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
