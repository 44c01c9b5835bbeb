/**
 * The confirmation before an import replaces the data: the project's one confirm dialog
 * (`confirmDestructive`), its body naming the rows of each app now and in the file, with a way to
 * export the current data first.
 */
import { Button, Group, Stack, Table, Text } from '@mantine/core'
import { IconCheck, IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { i18n } from '@/shared/i18n/i18n'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { formatNumber, humanize } from './format'
import type { AppRows } from './import-summary'

interface ConfirmImport {
  rows: AppRows[]
  /** Downloads the current data; resolves once the file is saved. */
  exportCurrent: () => Promise<void>
}

function ImportConfirmBody({ rows, exportCurrent }: ConfirmImport) {
  const { t } = useTranslation('local-db')
  const locale = i18n.language
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle')
  const appName = (app: string) =>
    t(`apps.${app}`, {
      defaultValue: t(`settings.appNames.${app}`, { defaultValue: humanize(app) }),
    })

  const runExport = async () => {
    setExporting('busy')
    try {
      await exportCurrent()
      setExporting('done')
    } catch {
      setExporting('failed')
    }
  }

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={280}>
        <Table verticalSpacing={4} striped data-testid="import-summary">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.importApp')}</Table.Th>
              <Table.Th ta="end">{t('settings.importNow')}</Table.Th>
              <Table.Th ta="end">{t('settings.importInFile')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              // An app whose rows change stands out.
              <Table.Tr key={row.app} data-app={row.app} fw={row.now === row.inFile ? 400 : 700}>
                <Table.Td fz="sm">{appName(row.app)}</Table.Td>
                <Table.Td fz="sm" ta="end" ff="monospace">
                  {formatNumber(row.now, locale)}
                </Table.Td>
                <Table.Td fz="sm" ta="end" ff="monospace">
                  {formatNumber(row.inFile, locale)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fz="sm" c="dimmed">
        {t('settings.importExportFirst')}
      </Text>
      <Group gap="sm">
        <Button
          variant="light"
          size="xs"
          leftSection={exporting === 'done' ? <IconCheck size={16} /> : <IconDownload size={16} />}
          loading={exporting === 'busy'}
          onClick={() => void runExport()}
        >
          {exporting === 'done' ? t('settings.importExported') : t('settings.importExportButton')}
        </Button>
        {exporting === 'failed' && (
          <Text fz="sm" c="red.8" role="alert">
            {t('settings.importExportFailed')}
          </Text>
        )}
      </Group>
    </Stack>
  )
}

/**
 * Resolves `true` when the user confirms; `false` on Cancel, Escape, the close button or outside.
 * Its strings are the settings screen's, loaded here too: it may be asked from elsewhere.
 */
export async function confirmImport(options: ConfirmImport): Promise<boolean> {
  await i18n.loadNamespaces('local-db')
  return confirmDestructive({
    title: i18n.t('settings.importConfirmTitle', { ns: 'local-db' }),
    message: i18n.t('settings.importConfirmBody', { ns: 'local-db' }),
    confirmLabel: i18n.t('settings.importConfirm', { ns: 'local-db' }),
    body: <ImportConfirmBody {...options} />,
    size: 'lg',
  })
}
