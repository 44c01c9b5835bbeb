import {
  ActionIcon,
  Button,
  Grid,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { lineAmount } from '../invoice.schema'
import { blankLine, toLine, type InvoiceFormValues } from './invoice-form'
import { formatMoney } from './invoice-format'

interface Props {
  form: UseFormReturnType<InvoiceFormValues>
}

/** The invoice's lines, added and removed; each shows its amount as it is typed. */
export function LineItemsField({ form }: Props) {
  const { t, i18n } = useTranslation('invoice')
  const { items } = form.getValues()
  const amount = (index: number) => {
    const line = toLine(items[index]!)
    const value = lineAmount(line)
    return Number.isFinite(value) ? formatMoney(value, i18n.language) : '—'
  }

  return (
    <Stack gap="sm" role="group" aria-label={t('invoice.form.items')}>
      {items.map((line, index) => {
        const label = (name: string) => t(`invoice.${name}`)
        const path = (field: string) => `items.${index}.${field}`
        return (
          <Paper key={line.key} withBorder p="md" radius="md" data-testid="line-item">
            <Grid gap="sm" align="flex-end">
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <TextInput
                  label={label('item')}
                  withAsterisk
                  {...form.getInputProps(path('item'))}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 2 }}>
                <NumberInput
                  label={label('cost')}
                  min={0}
                  decimalScale={2}
                  prefix="$"
                  {...form.getInputProps(path('cost'))}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 2 }}>
                <NumberInput
                  label={label('quantity')}
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps(path('quantity'))}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 1.5 }}>
                <NumberInput
                  label={label('discount')}
                  min={0}
                  max={100}
                  suffix="%"
                  {...form.getInputProps(path('discount'))}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 1.5 }}>
                <NumberInput
                  label={label('tax')}
                  min={0}
                  max={100}
                  suffix="%"
                  {...form.getInputProps(path('tax'))}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 9 }}>
                <TextInput
                  label={label('description')}
                  {...form.getInputProps(path('description'))}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <Stack gap={4} align="flex-end">
                  <Text fz="sm" fw={600} dir="ltr" data-testid="line-amount">
                    {amount(index)}
                  </Text>
                  <Tooltip label={t('invoice.form.removeItem', { n: index + 1 })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('invoice.form.removeItem', { n: index + 1 })}
                      disabled={items.length === 1}
                      onClick={() => form.removeListItem('items', index)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Stack>
              </Grid.Col>
            </Grid>
          </Paper>
        )
      })}
      {typeof form.errors.items === 'string' && (
        <Text c="red.8" fz="sm">
          {form.errors.items}
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => form.insertListItem('items', blankLine())}
        w="fit-content"
      >
        {t('invoice.form.addItem')}
      </Button>
    </Stack>
  )
}
