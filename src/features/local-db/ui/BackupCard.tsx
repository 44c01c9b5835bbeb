import { Alert, Button, Card, Divider, FileInput, Group, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconDownload, IconJson, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAgencyServer } from '@/features/sync'
import { isApiError } from '@/shared/api/errors'
import { exportDatabase } from '../api/local-db.api'
import { useDbStats, useExportDatabase, useImportDatabase } from '../api/local-db.queries'
import { confirmImport } from './confirm-import'
import { backupFileName, downloadJson } from './format'
import { rowsPerApp } from './import-summary'
import { showSuccess } from './toast'

// Tests reach the hidden `input[type=file]` by this id to set a file.
const hiddenFileInput = { name: 'backupFile', 'data-testid': 'backup-file-input' }

/**
 * Export every table to a JSON file, and import such a file back (validated whole by the API),
 * after a confirmation that names what it replaces.
 */
export function BackupCard() {
  const { t } = useTranslation('local-db')
  const exporter = useExportDatabase()
  const importer = useImportDatabase()
  const stats = useDbStats()
  // A connected device's data is the agency's: a file is imported into the server, not here.
  const server = useAgencyServer()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  // A refused import is said on the file field (this mutation shows no toast).
  const importError = importer.error
    ? isApiError(importer.error)
      ? importer.error.message
      : t('settings.importFailed')
    : null

  const runExport = () =>
    exporter.mutate(undefined, {
      onSuccess: (document) => downloadJson(document, backupFileName()),
    })

  const runImport = async () => {
    if (!file) return setFileError(t('settings.chooseFile'))
    let document: unknown
    try {
      document = JSON.parse(await file.text())
    } catch {
      // Nothing is sent for a file that is not JSON: the API would only say the same.
      return setFileError(t('settings.notJson'))
    }
    // A document without tables is sent as is: the API refuses it and nothing changes.
    const rows = rowsPerApp(stats.data?.tables ?? [], document)
    if (rows) {
      const exportCurrent = async () => downloadJson(await exportDatabase(), backupFileName())
      if (!(await confirmImport({ rows, exportCurrent }))) return
    }
    importer.mutate(document, {
      onSuccess: () => {
        setFile(null)
        showSuccess('local-db-import', t('settings.importDoneTitle'), t('settings.importDone'))
      },
    })
  }

  return (
    <Card padding="lg">
      <Title order={2} fz="lg" mb={4}>
        {t('settings.backupTitle')}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {t('settings.exportBody')}
      </Text>
      {exporter.isError && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert" mb="sm">
          {exporter.error.message}
        </Alert>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} />}
          onClick={runExport}
          loading={exporter.isPending}
        >
          {t('settings.export')}
        </Button>
      </Group>

      <Divider my="lg" />

      {server ? (
        <Text fz="sm" c="dimmed" data-testid="import-connected">
          {t('settings.importConnected', { server })}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {t('settings.importBody')}
          </Text>
          <FileInput
            label={t('settings.backupFile')}
            placeholder={t('settings.backupFilePlaceholder')}
            accept="application/json,.json"
            leftSection={<IconJson size={18} aria-hidden="true" />}
            clearable
            clearButtonProps={{ 'aria-label': t('settings.clearFile') }}
            value={file}
            error={fileError ?? importError}
            onChange={(next) => {
              setFile(next)
              setFileError(null)
              importer.reset()
            }}
            fileInputProps={hiddenFileInput}
          />
          <Group>
            <Button
              leftSection={<IconUpload size={18} />}
              onClick={() => void runImport()}
              loading={importer.isPending}
            >
              {t('settings.import')}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  )
}
