/** The username with its availability said under it: checking, available, or taken on the field. */
import { Group, Loader, Text, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { IconCircleCheck } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { UsernameStatus } from './use-username-check'
import type { ValidationValues } from './validation.schema'

interface Props {
  form: UseFormReturnType<ValidationValues>
  status: UsernameStatus
  serverError?: string
}

export function UsernameField({ form, status, serverError }: Props) {
  const { t } = useTranslation('ui-kit/forms-validation')
  const k = (key: string) =>
    t(`uiKit.forms-validation.${key}`, { name: form.values.username.trim() })
  const said: Partial<Record<UsernameStatus, ReactNode>> = {
    checking: (
      <Group gap={6} component="span">
        <Loader size={12} aria-hidden />
        {k('username.checking')}
      </Group>
    ),
    available: (
      <Group gap={6} component="span">
        <IconCircleCheck size={14} aria-hidden color="var(--mantine-color-teal-filled)" />
        <Text
          span
          fz="inherit"
          c="light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))"
        >
          {k('username.available')}
        </Text>
      </Group>
    ),
  }
  const availability =
    status === 'taken' ? k('errors.taken') : status === 'refused' ? serverError : undefined
  return (
    <TextInput
      label={k('fields.username')}
      autoComplete="username"
      withAsterisk
      description={
        <span aria-live="polite" data-testid="username-status">
          {said[status] ?? k('username.hint')}
        </span>
      }
      {...form.getInputProps('username')}
      error={form.errors.username ?? availability}
    />
  )
}
