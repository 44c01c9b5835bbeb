import { Checkbox, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { parentState, toggleAll } from './parent-state'

const DOCUMENTS = ['claimForm', 'photos', 'invoice', 'policeReport'] as const
type Document = (typeof DOCUMENTS)[number]

/** A claim's documents under one parent checkbox: all, some (indeterminate) or none received. */
export function DocumentChecklist() {
  const { t: k } = useTranslation('ui-kit/form-elements-checkbox', {
    keyPrefix: 'uiKit.form-elements-checkbox.parent',
  })
  const [received, setReceived] = useState<Document[]>(['claimForm', 'photos'])
  const parent = parentState(received.length, DOCUMENTS.length)
  return (
    <Stack gap="xs">
      <Checkbox
        label={k('all')}
        checked={parent.checked}
        indeterminate={parent.indeterminate}
        onChange={() => setReceived((current) => toggleAll(current, DOCUMENTS))}
      />
      {/* The list is a group of its own, named by the parent's words, indented under it. */}
      <Checkbox.Group
        value={received}
        onChange={(value) => setReceived(DOCUMENTS.filter((document) => value.includes(document)))}
        aria-label={k('all')}
        ps="lg"
      >
        <Stack gap="xs">
          {DOCUMENTS.map((document) => (
            <Checkbox key={document} value={document} label={k(document)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  )
}
