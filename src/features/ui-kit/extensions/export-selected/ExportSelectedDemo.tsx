import { Badge, Button, Group, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { demoPolicies } from '../demo-policies'
import { PolicyExportForm } from '../PolicyExportForm'
import { PolicyTable } from '../PolicyTable'

const PAGE = 'extensions-export-selected'
const POLICIES = demoPolicies(12)

/** Tick the policies to export; only those go into the file, and nothing ticked, no export. */
export function Demo() {
  const { t: k } = useTranslation(`ui-kit/${PAGE}`, { keyPrefix: `uiKit.${PAGE}` })
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const rows = POLICIES.filter((policy) => selected.has(policy.number))
  return (
    <DemoSection title={k('section.title')} description={k('section.description')}>
      <Stack gap="md">
        <PolicyExportForm
          page={PAGE}
          rows={rows}
          defaultName="selected-policies"
          emptyHint={k('emptyHint')}
        />
        <Group gap="sm" mih={30}>
          <Badge variant="light" size="lg">
            {k('selectedCount', { count: rows.length })}
          </Badge>
          {rows.length > 0 && (
            <Button variant="subtle" size="xs" onClick={() => setSelected(new Set())}>
              {k('clear')}
            </Button>
          )}
        </Group>
        <PolicyTable
          page={PAGE}
          label={k('table')}
          rows={POLICIES}
          selection={{ selected, onChange: setSelected }}
        />
      </Stack>
    </DemoSection>
  )
}
