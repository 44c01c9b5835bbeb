import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { exportBlob, exportFileName, type ExportFormat } from '@/shared/ui/data-table/export-file'
import { saveFile } from '@/shared/ui/save-file'
import type { DemoPolicy } from './demo-policies'
import { usePolicyExportColumns } from './policy-export'

interface Props {
  /** The page whose strings it reads (`uiKit.<page>.form.*`). */
  page: string
  rows: readonly DemoPolicy[]
  defaultName: string
  /** Why nothing can be exported yet; shown under the disabled button. */
  emptyHint?: string
}

/**
 * A file name, a format and a download button over the product's export code (the same CSV,
 * with formulas escaped, and XLSX as the lists' Export dialog writes).
 */
export function PolicyExportForm({ page, rows, defaultName, emptyHint }: Props) {
  const { t: k } = useTranslation(`ui-kit/${page}`, { keyPrefix: `uiKit.${page}.form` })
  const columns = usePolicyExportColumns(page)
  const [name, setName] = useState(defaultName)
  const [format, setFormat] = useState<ExportFormat>('xlsx')
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const formatLabelId = useId()
  const hintId = useId()
  const fileName = exportFileName(name, format)
  const empty = rows.length === 0

  const download = async () => {
    setBusy(true)
    setFailed(false)
    try {
      saveFile(await exportBlob(rows, columns, format), fileName)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={k('fileName')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          flex="1 1 200px"
          maw={320}
        />
        <Stack gap={4}>
          <Text id={formatLabelId} fz="sm" fw={500}>
            {k('format')}
          </Text>
          <SegmentedControl
            aria-labelledby={formatLabelId}
            value={format}
            onChange={(value) => setFormat(value === 'csv' ? 'csv' : 'xlsx')}
            data={[
              { value: 'xlsx', label: 'XLSX' },
              { value: 'csv', label: 'CSV' },
            ]}
          />
        </Stack>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void download()}
          loading={busy}
          disabled={empty}
          aria-describedby={empty && emptyHint ? hintId : undefined}
        >
          {k('submit', { count: rows.length })}
        </Button>
      </Group>
      <Text fz="sm" c="dimmed" id={hintId} aria-live="polite">
        {empty && emptyHint ? emptyHint : k('savesAs', { fileName })}
      </Text>
      {failed && (
        <Text fz="sm" c="red.8" role="alert">
          {k('failed')}
        </Text>
      )}
    </Stack>
  )
}
