/**
 * Errors from the server: this form lets through any name typed, so the users API answers a bad
 * one with a 400 naming `username`, and `fieldErrorsFrom` puts its message on the field, as every
 * product form does with an API's refusal. The message is the contract's own (in English).
 */
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { usernameCheckQuery } from '../../api/username.queries'
import type { UsernameCheck } from '../../username.schema'
import { codedValidate, focusFirstError, focusOnFailure } from '../form-kit'
import { serverCheckSchema } from './validation.schema'

export function ServerCheck() {
  const { t: k } = useTranslation('ui-kit/forms-validation', {
    keyPrefix: 'uiKit.forms-validation',
  })
  const client = useQueryClient()
  const [answer, setAnswer] = useState<UsernameCheck | null>(null)
  const form = useForm({
    initialValues: { username: 'john doe!' },
    validate: codedValidate(serverCheckSchema, (code) => k(`errors.${code}`)),
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const scope = event.currentTarget
    return form.onSubmit(async ({ username }) => {
      setAnswer(null)
      try {
        setAnswer(await client.fetchQuery(usernameCheckQuery(username)))
      } catch (error) {
        const errors = fieldErrorsFrom(error, { fields: ['username'] })
        form.setErrors(
          Object.keys(errors).length > 0 ? errors : { username: k('errors.checkFailed') },
        )
        focusFirstError(scope, { username: true })
      }
    }, focusOnFailure)(event)
  }
  return (
    <form onSubmit={submit} noValidate aria-label={k('server.title')}>
      <Stack>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={k('server.label')}
            description={k('server.hint')}
            style={{ flex: 1, minWidth: 220 }}
            {...form.getInputProps('username')}
          />
          <Button type="submit" variant="light" loading={form.submitting}>
            {k('server.ask')}
          </Button>
        </Group>
        {answer && (
          <Alert color={answer.available ? 'teal' : 'orange'} variant="light" role="status">
            {k(answer.available ? 'server.free' : 'server.taken', { name: answer.username })}
          </Alert>
        )}
      </Stack>
    </form>
  )
}
