import { ActionIcon, Group, TextInput } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

interface InlineTitleFormProps {
  label: string
  initial?: string
  placeholder?: string
  maxLength: number
  submitLabel: string
  busy?: boolean
  onSubmit: (title: string) => void
  onCancel: () => void
}

/** A one-line form for a title: Enter saves, Escape (or the cross) gives up. */
export function InlineTitleForm(props: InlineTitleFormProps) {
  const { t } = useTranslation('kanban')
  const [value, setValue] = useState(props.initial ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const title = value.trim()
    if (title) props.onSubmit(title)
  }
  return (
    <form onSubmit={submit}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          flex={1}
          size="sm"
          aria-label={props.label}
          placeholder={props.placeholder}
          value={value}
          maxLength={props.maxLength}
          data-autofocus
          autoFocus
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') props.onCancel()
          }}
        />
        <ActionIcon
          type="submit"
          size="lg"
          variant="filled"
          aria-label={props.submitLabel}
          loading={props.busy}
          disabled={!value.trim()}
        >
          <IconCheck size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          size="lg"
          variant="default"
          aria-label={t('kanban.cancel')}
          onClick={props.onCancel}
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  )
}
