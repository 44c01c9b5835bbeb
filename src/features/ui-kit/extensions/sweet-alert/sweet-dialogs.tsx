/**
 * Sweet-alert dialogs over @mantine/modals, each one a promise: a sequence of dialogs then reads
 * as a sequence of awaits, and every way out (a button, Escape, the backdrop) settles it, so a
 * caller never waits on a dialog that is gone.
 */
import { Button, Group, Stack, Text, TextInput, type MantineColor } from '@mantine/core'
import { useForm } from '@mantine/form'
import { modals } from '@mantine/modals'
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconHelpCircle,
  IconInfoCircle,
  type Icon,
} from '@tabler/icons-react'
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react'
import classes from './SweetDialogs.module.css'

export type SweetKind = 'success' | 'error' | 'warning' | 'info' | 'question'

const KINDS: Record<SweetKind, { color: MantineColor; Icon: Icon }> = {
  success: { color: 'teal', Icon: IconCircleCheck },
  error: { color: 'red', Icon: IconCircleX },
  warning: { color: 'orange', Icon: IconAlertTriangle },
  info: { color: 'blue', Icon: IconInfoCircle },
  question: { color: 'brand', Icon: IconHelpCircle },
}

/** The dialog's title (its accessible name), with the kind's icon above it. */
function sweetTitle(kind: SweetKind, text: string): ReactNode {
  const { color, Icon } = KINDS[kind]
  const style: CSSProperties = {
    color: `var(--mantine-color-${color}-light-color)`,
    background: `var(--mantine-color-${color}-light)`,
  }
  return (
    <>
      <Icon className={classes.icon} style={style} stroke={1.6} aria-hidden />
      {text}
    </>
  )
}

/**
 * The provider shows one modal at a time: a dialog opened as the last one closes swaps its
 * content in place, so the focus trap, already active, does not focus the new content and the
 * focus falls to the page. This puts it on the new dialog's `data-autofocus` element.
 */
function FocusOnSwap() {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const dialog = ref.current?.closest('[role="dialog"]')
    if (!dialog || dialog.contains(document.activeElement)) return
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
  }, [])
  return <span ref={ref} hidden />
}

const look = (kind: SweetKind, title: string) => ({
  title: sweetTitle(kind, title),
  centered: true,
  withCloseButton: false,
  classNames: { header: classes.header, title: classes.title, body: classes.body },
})

let sequence = 0
const nextId = () => `sweet-${(sequence += 1)}`

export interface NoticeOptions {
  kind: SweetKind
  title: string
  message: ReactNode
  ok: string
}

/** A message with one button; resolves once it is closed, however. */
export function notice({ kind, title, message, ok }: NoticeOptions): Promise<void> {
  return new Promise((resolve) => {
    const modalId = nextId()
    modals.open({
      ...look(kind, title),
      modalId,
      onClose: () => resolve(),
      children: (
        <Stack gap="lg">
          <FocusOnSwap />
          <Text c="dimmed">{message}</Text>
          <Group justify="center">
            <Button data-autofocus onClick={() => modals.close(modalId)}>
              {ok}
            </Button>
          </Group>
        </Stack>
      ),
    })
  })
}

export interface ConfirmOptions {
  kind: SweetKind
  title: string
  message: ReactNode
  confirm: string
  cancel: string
  /** A destructive confirm: red, and focus waits on Cancel so Enter destroys nothing. */
  danger?: boolean
}

/** Resolves `true` when confirmed; `false` on Cancel, Escape or a click outside. */
export function confirm({ kind, title, message, confirm, cancel, danger }: ConfirmOptions) {
  return new Promise<boolean>((resolve) => {
    let confirmed = false
    modals.openConfirmModal({
      ...look(kind, title),
      children: (
        <>
          <FocusOnSwap />
          <Text c="dimmed">{message}</Text>
        </>
      ),
      labels: { confirm, cancel },
      groupProps: { justify: 'center', mt: 'lg' },
      confirmProps: danger ? { color: 'red.8' } : { 'data-autofocus': true },
      cancelProps: danger ? { 'data-autofocus': true } : {},
      onConfirm: () => {
        confirmed = true
      },
      // Runs on every close, after `onConfirm` when there was one.
      onClose: () => resolve(confirmed),
    })
  })
}

export interface PromptOptions {
  kind: SweetKind
  title: string
  message: ReactNode
  label: string
  submit: string
  cancel: string
  initial?: string
  /** The field's error for a value, or null when it will do. */
  validate: (value: string) => string | null
}

interface PromptFormProps extends PromptOptions {
  onSubmit: (value: string) => void
  onCancel: () => void
}

function PromptForm({ message, label, submit, cancel, initial, validate, ...on }: PromptFormProps) {
  const form = useForm({
    initialValues: { value: initial ?? '' },
    validate: { value: validate },
    validateInputOnBlur: true,
  })
  return (
    <form noValidate onSubmit={form.onSubmit(({ value }) => on.onSubmit(value.trim()))}>
      <Stack gap="md">
        <FocusOnSwap />
        <Text c="dimmed">{message}</Text>
        <TextInput label={label} ta="start" data-autofocus {...form.getInputProps('value')} />
        <Group justify="center">
          <Button variant="default" onClick={on.onCancel}>
            {cancel}
          </Button>
          <Button type="submit">{submit}</Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Asks for a value, checked before it is accepted; resolves it, or null when dismissed. */
export function prompt(options: PromptOptions): Promise<string | null> {
  return new Promise((resolve) => {
    const modalId = nextId()
    let answer: string | null = null
    modals.open({
      ...look(options.kind, options.title),
      modalId,
      onClose: () => resolve(answer),
      children: (
        <PromptForm
          {...options}
          onCancel={() => modals.close(modalId)}
          onSubmit={(value) => {
            answer = value
            modals.close(modalId)
          }}
        />
      ),
    })
  })
}
