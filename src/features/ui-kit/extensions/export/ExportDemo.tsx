import { Group, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { FetchPage } from '@/shared/ui/data-table/export-file'
import { ExportDialog } from '@/shared/ui/data-table/ExportDialog'
import { DemoSection } from '../../ui/DemoSection'
import { demoPolicies, type DemoPolicy } from '../demo-policies'
import { usePolicyExportColumns } from '../policy-export'
import { PolicyExportForm } from '../PolicyExportForm'
import { PolicyTable } from '../PolicyTable'

const PAGE = 'extensions-export'
const POLICIES = demoPolicies(12)

/** The demo rows a page at a time, as the lists' API answers the Export dialog. */
const fetchPage: FetchPage<DemoPolicy> = (page, perPage) =>
  Promise.resolve({
    rows: POLICIES.slice((page - 1) * perPage, page * perPage),
    total: POLICIES.length,
  })

/** A table of policies saved as XLSX or CSV: through the lists' dialog, or in one click. */
export function Demo() {
  const { t: k } = useTranslation(`ui-kit/${PAGE}`, { keyPrefix: `uiKit.${PAGE}` })
  const columns = usePolicyExportColumns(PAGE)
  return (
    <Stack gap="lg">
      <DemoSection title={k('dialog.title')} description={k('dialog.description')}>
        <Group justify="flex-end">
          <ExportDialog
            fileName="policies"
            columns={columns}
            fetchPage={fetchPage}
            selected={[]}
            total={POLICIES.length}
          />
        </Group>
        <PolicyTable page={PAGE} label={k('table')} rows={POLICIES} />
      </DemoSection>
      <DemoSection title={k('quick.title')} description={k('quick.description')}>
        <PolicyExportForm page={PAGE} rows={POLICIES} defaultName="renewals-2026" />
      </DemoSection>
    </Stack>
  )
}
