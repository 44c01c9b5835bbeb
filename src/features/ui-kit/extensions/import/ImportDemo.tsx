import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core'
import type { FileRejection } from '@mantine/dropzone'
import { IconAlertCircle, IconCpu, IconFileSpreadsheet } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { DropArea } from '../../ui/DropArea'
import { readSpreadsheet } from './read-spreadsheet'
import { SheetPreview } from './SheetPreview'
import { ACCEPTED, type ImportProblem, type SheetTable } from './spreadsheet-file'

type State =
  | { step: 'idle' }
  | { step: 'reading'; name: string }
  | { step: 'done'; name: string; table: SheetTable; inWorker: boolean }
  | { step: 'refused'; name: string; problem: ImportProblem }

const MEGABYTES = 5

/** Drop or pick an XLSX or CSV file: its rows in a table, or a clear word about what is wrong. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/extensions-import', {
    keyPrefix: 'uiKit.extensions-import',
  })
  const [state, setState] = useState<State>({ step: 'idle' })

  const read = async (file: File) => {
    setState({ step: 'reading', name: file.name })
    const result = await readSpreadsheet(file)
    setState(
      result.ok
        ? { step: 'done', name: file.name, table: result.table, inWorker: result.inWorker }
        : { step: 'refused', name: file.name, problem: result.problem },
    )
  }

  const reject = (rejections: FileRejection[]) => {
    const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code))
    setState({
      step: 'refused',
      name: rejections.length === 1 ? rejections[0]!.file.name : '',
      problem: codes.includes('too-many-files') ? 'one-file' : 'not-spreadsheet',
    })
  }

  return (
    <Stack gap="lg">
      <DemoSection title={k('drop.title')} description={k('drop.description')}>
        <DropArea
          onDrop={(files) => void read(files[0]!)}
          onReject={reject}
          accept={ACCEPTED}
          multiple={false}
          loading={state.step === 'reading'}
          icon={IconFileSpreadsheet}
          label={k('drop.label')}
          rules={k('drop.limit', { size: MEGABYTES })}
          choose={k('drop.choose')}
          inputLabel={k('drop.input')}
        />
        <ImportStatus state={state} onClear={() => setState({ step: 'idle' })} />
      </DemoSection>
      {state.step === 'done' && (
        <DemoSection
          title={k('rows.title', { name: state.name })}
          description={k('rows.description')}
        >
          <SheetPreview key={state.name} table={state.table} />
        </DemoSection>
      )}
    </Stack>
  )
}

function ImportStatus({ state, onClear }: { state: State; onClear: () => void }) {
  const { t: k } = useTranslation('ui-kit/extensions-import', {
    keyPrefix: 'uiKit.extensions-import',
  })
  if (state.step === 'reading')
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text fz="sm">{k('reading', { name: state.name })}</Text>
      </Group>
    )
  if (state.step === 'refused')
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={state.name ? k('refused', { name: state.name }) : k('refusedFiles')}
        role="alert"
      >
        {k(`problems.${state.problem}`, { size: MEGABYTES })}
      </Alert>
    )
  if (state.step === 'done')
    return (
      <Group justify="space-between" gap="sm" role="status">
        <Group gap="xs">
          <Text fz="sm" fw={500}>
            {k('read', {
              name: state.name,
              count: state.table.rows.length,
              columns: state.table.columns.length,
            })}
          </Text>
          {state.inWorker && (
            <Badge variant="light" color="teal" leftSection={<IconCpu size={12} aria-hidden />}>
              {k('inWorker')}
            </Badge>
          )}
        </Group>
        <Button variant="subtle" size="xs" onClick={onClear}>
          {k('clear')}
        </Button>
      </Group>
    )
  return null
}
