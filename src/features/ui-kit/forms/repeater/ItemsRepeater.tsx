/**
 * The insured items of a home policy: rows added, moved and removed (with undo), checked as a
 * list on submit, the running total in the reader's money format.
 */
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  blurWhenChanged,
  codedValidate,
  focusOnFailure,
  formatMoney,
  pretendSave,
} from '../form-kit'
import { ItemRow } from './ItemRow'
import {
  ITEMS_MAX,
  TOTAL_LIMIT,
  isEmptyItem,
  repeaterSchema,
  totalValue,
  type ItemValues,
  type RepeaterValues,
} from './repeater.schema'

let nextId = 0
const blankItem = (): ItemValues => ({
  id: `item-${++nextId}`,
  name: '',
  category: null,
  value: '',
})
const FIRST: ItemValues[] = [
  { id: 'laptop', name: 'MacBook Pro 14"', category: 'electronics', value: 2400 },
  { id: 'ring', name: 'Engagement ring', category: 'jewellery', value: 3800 },
]

export function ItemsRepeater() {
  const { i18n } = useTranslation('ui-kit/forms-repeater')
  const { t: k } = useTranslation('ui-kit/forms-repeater', { keyPrefix: 'uiKit.forms-repeater' })
  const form = useForm<RepeaterValues>({
    initialValues: { items: FIRST },
    validate: codedValidate(repeaterSchema, (code) => k(`errors.${code}`)),
    ...blurWhenChanged<RepeaterValues>(),
  })
  const [refused, setRefused] = useState<string | null>(null)
  const [removed, setRemoved] = useState<{ item: ItemValues; index: number } | null>(null)
  const list = useRef<HTMLOListElement>(null)
  // What takes the focus once the list has rendered its change (a new row, a moved button).
  const focusNext = useRef<string | null>(null)
  const items = form.values.items
  const total = totalValue(items)

  useEffect(() => {
    if (!focusNext.current) return
    list.current?.querySelector<HTMLElement>(focusNext.current)?.focus()
    focusNext.current = null
  })

  const add = () => {
    const last = items.at(-1)
    if (last && isEmptyItem(last)) {
      setRefused(k('refused.empty'))
      list.current
        ?.querySelector<HTMLElement>(`[data-path="items.${items.length - 1}.name"]`)
        ?.focus()
      return
    }
    if (items.length >= ITEMS_MAX) return setRefused(k('refused.full', { max: ITEMS_MAX }))
    setRefused(null)
    focusNext.current = `[data-path="items.${items.length}.name"]`
    form.insertListItem('items', blankItem())
  }
  const move = (from: number, to: number, button: 'up' | 'down') => {
    form.reorderListItem('items', { from, to })
    // The button follows its row, unless the row reached the end the button points to.
    const edge = (button === 'up' && to === 0) || (button === 'down' && to === items.length - 1)
    focusNext.current = `[data-move="${edge ? (button === 'up' ? 'down' : 'up') : button}-${to}"]`
  }
  const remove = (index: number) => {
    setRemoved({ item: items[index]!, index })
    setRefused(null)
    form.removeListItem('items', index)
  }
  const undo = () => {
    if (!removed) return
    form.insertListItem('items', removed.item, removed.index)
    focusNext.current = `[data-path="items.${removed.index}.name"]`
    setRemoved(null)
  }
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(async (values) => {
      await pretendSave()
      const sum = formatMoney(totalValue(values.items), i18n.language)
      notifications.show({
        color: 'teal',
        message: k('saved', { count: values.items.length, total: sum }),
      })
    }, focusOnFailure)(event)

  return (
    <form onSubmit={submit} noValidate aria-label={k('items.title')}>
      <Stack>
        <Box
          component="ol"
          ref={list}
          p={0}
          m={0}
          style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
        >
          {items.map((item, index) => (
            <ItemRow
              key={item.id}
              form={form}
              index={index}
              count={items.length}
              onMove={move}
              onRemove={remove}
            />
          ))}
        </Box>
        {removed && (
          <Group gap="xs" role="status" data-testid="item-removed">
            <Text fz="sm">{k('removed', { name: removed.item.name.trim() || k('unnamed') })}</Text>
            <Button variant="subtle" size="compact-sm" onClick={undo}>
              {k('actions.undo')}
            </Button>
          </Group>
        )}
        {refused && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
            p="xs"
          >
            {refused}
          </Alert>
        )}
        {form.errors.items && (
          <Text c="red.8" fz="sm" role="alert">
            {form.errors.items}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
            {k('actions.add')}
          </Button>
          <Text fz="sm" aria-live="polite" data-testid="items-total">
            {k('total', {
              count: items.length,
              total: formatMoney(total, i18n.language),
              limit: formatMoney(TOTAL_LIMIT, i18n.language),
            })}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {k('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
