import { Button, Menu, Stack, Text } from '@mantine/core'
import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const COLUMNS = ['client', 'premium', 'renewal', 'agent'] as const
const SORTS = ['renewal', 'premium', 'client'] as const

/**
 * Choices that stay open while the user ticks them: checkbox items for the columns of a
 * renewals list, radio items for its order (menuitemcheckbox and menuitemradio to a reader).
 */
export function ViewOptions() {
  const { t } = useTranslation('ui-kit/components-dropdowns')
  const { t: k } = useTranslation('ui-kit/components-dropdowns', {
    keyPrefix: 'uiKit.components-dropdowns.view',
  })
  const [columns, setColumns] = useState<string[]>(['client', 'premium', 'renewal'])
  const [sort, setSort] = useState<string>('renewal')
  const shown = COLUMNS.filter((column) => columns.includes(column))
  return (
    <Stack gap="sm" align="flex-start">
      <Menu width={240} position="bottom-start" shadow="md">
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          >
            {k('open')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{k('columns')}</Menu.Label>
          <Menu.CheckboxGroup value={columns} onChange={setColumns}>
            {COLUMNS.map((column) => (
              <Menu.CheckboxItem key={column} value={column}>
                {k(`column.${column}`)}
              </Menu.CheckboxItem>
            ))}
          </Menu.CheckboxGroup>
          <Menu.Divider />
          <Menu.Label>{k('sortBy')}</Menu.Label>
          <Menu.RadioGroup value={sort} onChange={setSort}>
            {SORTS.map((each) => (
              <Menu.RadioItem key={each} value={each}>
                {k(`column.${each}`)}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Dropdown>
      </Menu>
      <Text fz="sm" data-testid="view-summary">
        {t('uiKit.components-dropdowns.view.summary', {
          columns: shown.map((column) => k(`column.${column}`)).join(', ') || '—',
          sort: k(`column.${sort}`),
        })}
      </Text>
    </Stack>
  )
}
