/** One insured item: its fields and its buttons (move up, move down, remove), named by its row. */
import {
  ActionIcon,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { euroAffix, numberSeparators } from '../form-kit'
import classes from './repeater.module.css'
import { CATEGORIES, type RepeaterValues } from './repeater.schema'

interface Props {
  form: UseFormReturnType<RepeaterValues>
  index: number
  count: number
  onMove: (from: number, to: number, button: 'up' | 'down') => void
  onRemove: (index: number) => void
}

export function ItemRow({ form, index, count, onMove, onRemove }: Props) {
  const { t, i18n } = useTranslation('ui-kit/forms-repeater')
  const k = (key: string) => t(`uiKit.forms-repeater.${key}`, { row: index + 1 })
  const path = (field: string) => `items.${index}.${field}`
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="item-row">
      <div className={classes.row}>
        <Text fw={600} c="dimmed" fz="sm" miw={18} className={classes.number} aria-hidden>
          {index + 1}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" className={classes.fields}>
          <TextInput
            label={k('fields.name')}
            aria-label={k('fields.nameOf')}
            {...form.getInputProps(path('name'))}
          />
          <Select
            label={k('fields.category')}
            aria-label={k('fields.categoryOf')}
            data={CATEGORIES.map((value) => ({ value, label: k(`categories.${value}`) }))}
            {...form.getInputProps(path('category'))}
          />
          <NumberInput
            label={k('fields.value')}
            aria-label={k('fields.valueOf')}
            allowNegative={false}
            {...numberSeparators(i18n.language)}
            {...euroAffix(i18n.language)}
            {...form.getInputProps(path('value'))}
          />
        </SimpleGrid>
        <Group gap={4} wrap="nowrap" className={classes.actions}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={k('actions.up')}
            disabled={index === 0}
            data-move={`up-${index}`}
            onClick={() => onMove(index, index - 1, 'up')}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={k('actions.down')}
            disabled={index === count - 1}
            data-move={`down-${index}`}
            onClick={() => onMove(index, index + 1, 'down')}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red.8"
            aria-label={k('actions.remove')}
            onClick={() => onRemove(index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </div>
    </Paper>
  )
}
