import { Button, Group, Modal, Progress, Radio, Stack, Text, TextInput } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { saveFile } from '../save-file'
import {
  collectRows,
  exportBlob,
  exportFileName,
  type ExportColumn,
  type ExportFormat,
  type FetchPage,
} from './export-file'

export interface ListExport<T> {
  /** The file name offered, without extension or date ("invoices"). */
  fileName: string
  columns: readonly ExportColumn<T>[]
  /** A page of the rows matching the list's current filters, in its current order. */
  fetchPage: FetchPage<T>
}

interface Props<T> extends ListExport<T> {
  selected: readonly T[]
  total: number
}

type Scope = 'selected' | 'all'
const today = () => new Date().toISOString().slice(0, 10)

/**
 * The Export button and its dialog: file name (editable), format, and which rows. All the
 * matching rows are fetched page by page with a progress bar, and the dialog can be cancelled.
 */
export function ExportDialog<T>({ fileName, columns, fetchPage, selected, total }: Props<T>) {
  const { t } = useTranslation('data-table')
  const [opened, setOpened] = useState(false)
  const [name, setName] = useState('')
  const [format, setFormat] = useState<ExportFormat>('csv')
  const [scope, setScope] = useState<Scope>('all')
  const [progress, setProgress] = useState<number | null>(null)
  const [failed, setFailed] = useState(false)
  const running = useRef<AbortController | null>(null)

  const open = () => {
    setName(`${fileName}-${today()}`)
    setScope(selected.length > 0 ? 'selected' : 'all')
    setFailed(false)
    setProgress(null)
    setOpened(true)
  }
  const close = () => {
    running.current?.abort()
    running.current = null
    setOpened(false)
  }
  const run = async () => {
    const controller = new AbortController()
    running.current = controller
    setFailed(false)
    setProgress(0)
    try {
      const rows =
        scope === 'selected'
          ? selected
          : await collectRows(fetchPage, setProgress, controller.signal)
      const blob = await exportBlob(rows, columns, format)
      if (controller.signal.aborted) return
      saveFile(blob, exportFileName(name, format))
      setOpened(false)
    } catch {
      if (!controller.signal.aborted) setFailed(true)
    } finally {
      if (running.current === controller) running.current = null
      setProgress(null)
    }
  }

  const busy = progress !== null
  return (
    <>
      <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={open}>
        {t('dataTable.export.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('dataTable.export.title')}
        closeButtonProps={{ 'aria-label': t('dataTable.export.close') }}
      >
        <Stack>
          <TextInput
            label={t('dataTable.export.fileName')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
            required
          />
          <Radio.Group
            label={t('dataTable.export.format')}
            value={format}
            onChange={(value) => setFormat(value === 'xlsx' ? 'xlsx' : 'csv')}
          >
            <Group mt="xs">
              <Radio value="csv" label="CSV" />
              <Radio value="xlsx" label={t('dataTable.export.xlsx')} />
            </Group>
          </Radio.Group>
          <Radio.Group
            label={t('dataTable.export.rows')}
            value={scope}
            onChange={(value) => setScope(value === 'selected' ? 'selected' : 'all')}
          >
            <Stack mt="xs" gap="xs">
              <Radio
                value="selected"
                disabled={selected.length === 0}
                label={t('dataTable.export.selected', { count: selected.length })}
              />
              <Radio value="all" label={t('dataTable.export.all', { count: total })} />
            </Stack>
          </Radio.Group>
          {busy && (
            <Progress
              value={progress * 100}
              animated
              aria-label={t('dataTable.export.progress')}
              transitionDuration={150}
            />
          )}
          {failed && (
            <Text c="red.8" fz="sm" role="alert">
              {t('dataTable.export.failed')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('dataTable.export.cancel')}
            </Button>
            <Button
              onClick={() => void run()}
              loading={busy}
              disabled={!name.trim() || (scope === 'selected' && selected.length === 0)}
            >
              {t('dataTable.export.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
