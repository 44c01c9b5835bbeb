import { Button, Checkbox, Popover, Stack } from '@mantine/core'
import { IconColumns3 } from '@tabler/icons-react'
import type { DataTableColumnToggle } from 'mantine-datatable'
import { useTranslation } from 'react-i18next'

interface Props {
  toggles: readonly DataTableColumnToggle[]
  titles: ReadonlyMap<string, string>
  onChange: (toggles: DataTableColumnToggle[]) => void
}

/** Which columns show: a checkbox per column that may be hidden, kept per browser. */
export function ColumnsMenu({ toggles, titles, onChange }: Props) {
  const { t } = useTranslation('data-table')
  const toggleable = toggles.filter((toggle) => toggle.toggleable)
  const shown = toggleable.filter((toggle) => toggle.toggled).map((toggle) => toggle.accessor)
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns3 size={16} aria-hidden />}>
          {t('dataTable.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label={t('dataTable.shownColumns')}
          value={shown}
          onChange={(accessors) =>
            onChange(
              toggles.map((toggle) => ({
                ...toggle,
                // At least one column stays.
                toggled:
                  !toggle.toggleable ||
                  accessors.includes(toggle.accessor) ||
                  (accessors.length === 0 && toggle.accessor === shown[0]),
              })),
            )
          }
        >
          <Stack gap="xs" mt="xs">
            {toggleable.map((toggle) => (
              <Checkbox
                key={toggle.accessor}
                value={toggle.accessor}
                label={titles.get(toggle.accessor) ?? toggle.accessor}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  )
}
