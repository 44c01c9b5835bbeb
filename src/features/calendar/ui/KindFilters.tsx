import { Checkbox, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { CalendarKind } from '../calendar.schema'
import { ALL_KINDS, KIND_COLOURS } from './calendar-kinds'

interface Props {
  selected: readonly CalendarKind[]
  /** A change to the latest selection, so that quick clicks add up. */
  onChange: (update: (current: readonly CalendarKind[]) => CalendarKind[]) => void
}

/** The five kinds as checkboxes in their colours, with "View all" selecting or clearing them all. */
export function KindFilters({ selected, onChange }: Props) {
  const { t } = useTranslation('calendar')
  const all = selected.length === ALL_KINDS.length
  const toggle = (kind: CalendarKind, on: boolean) =>
    onChange((current) => ALL_KINDS.filter((k) => (k === kind ? on : current.includes(k))))

  return (
    <Stack component="fieldset" gap="sm" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" fw={600} fz="sm" c="dimmed" tt="uppercase" mb="sm" p={0}>
        {t('calendar.filters')}
      </Text>
      <Checkbox
        label={t('calendar.viewAll')}
        checked={all}
        indeterminate={!all && selected.length > 0}
        onChange={(event) => {
          const on = event.currentTarget.checked
          onChange(() => (on ? [...ALL_KINDS] : []))
        }}
      />
      {ALL_KINDS.map((kind) => (
        <Checkbox
          key={kind}
          label={t(`calendar.kind.${kind}`)}
          color={KIND_COLOURS[kind].color}
          iconColor={KIND_COLOURS[kind].contrast}
          checked={selected.includes(kind)}
          onChange={(event) => toggle(kind, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  )
}
