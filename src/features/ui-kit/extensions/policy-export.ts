/** The columns a demo policy is exported with, headed in the reader's language. */
import { useTranslation } from 'react-i18next'
import type { ExportColumn } from '@/shared/ui/data-table/export-file'
import type { DemoPolicy } from './demo-policies'

export function usePolicyExportColumns(page: string): ExportColumn<DemoPolicy>[] {
  const { t: k } = useTranslation(`ui-kit/${page}`, { keyPrefix: `uiKit.${page}` })
  return [
    { header: k('columns.number'), value: (policy) => policy.number },
    { header: k('columns.client'), value: (policy) => policy.client },
    { header: k('columns.line'), value: (policy) => k(`lines.${policy.line}`) },
    // A number, so that a spreadsheet sums it; the currency is in the header.
    { header: `${k('columns.premium')} (EUR)`, value: (policy) => policy.premium },
    { header: k('columns.renewal'), value: (policy) => policy.renewal },
  ]
}
