/**
 * A new agent account: every kind of rule on its field, checked on blur and on submit; the
 * username asked of the users API as it is typed, and asked again (or awaited) before submit.
 * Nothing is saved: the result is a summary, so the demo leaves no users behind.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useForm } from '@mantine/form'
import { IconCircleCheck } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { LocalDates } from '@/shared/ui/dates/LocalDates'
import { usernameCheckQuery } from '../../api/username.queries'
import {
  blurWhenChanged,
  codedValidate,
  focusFirstError,
  focusOnFailure,
  pretendSave,
  today,
} from '../form-kit'
import { PasswordFields } from './PasswordFields'
import { useUsernameAvailability } from './use-username-check'
import { UsernameField } from './UsernameField'
import { EMPTY_ACCOUNT, validationSchema, type ValidationValues } from './validation.schema'

export function AccountForm() {
  const { t: k } = useTranslation('ui-kit/forms-validation', {
    keyPrefix: 'uiKit.forms-validation',
  })
  const client = useQueryClient()
  const [done, setDone] = useState<string | null>(null)
  const form = useForm<ValidationValues>({
    initialValues: EMPTY_ACCOUNT,
    validate: codedValidate(validationSchema(today()), (code) => k(`errors.${code}`)),
    ...blurWhenChanged<ValidationValues>(),
  })
  const username = useUsernameAvailability(form.values.username)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const scope = event.currentTarget
    const refuse = (errors: Record<string, string>) => {
      form.setErrors(errors)
      focusFirstError(scope, errors)
    }
    return form.onSubmit(async (values) => {
      setDone(null)
      // Waits for the check in flight, or asks now: submit never outruns the API's answer.
      const check = await client
        .fetchQuery(usernameCheckQuery(values.username))
        .catch((error: unknown) => {
          const errors = fieldErrorsFrom(error, { fields: ['username'] })
          refuse(Object.keys(errors).length > 0 ? errors : { username: k('errors.checkFailed') })
          return null
        })
      if (!check) return
      if (!check.available) return refuse({ username: k('errors.taken', { name: check.username }) })
      await pretendSave()
      setDone(k('done', { name: values.fullName.trim(), username: check.username }))
    }, focusOnFailure)(event)
  }

  return (
    <LocalDates>
      <form onSubmit={submit} noValidate aria-label={k('account.title')}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={k('fields.fullName')}
              autoComplete="name"
              withAsterisk
              {...form.getInputProps('fullName')}
            />
            <UsernameField form={form} {...username} />
            <TextInput
              label={k('fields.email')}
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <TextInput
              label={k('fields.phone')}
              description={k('fields.phoneHint')}
              type="tel"
              autoComplete="tel"
              withAsterisk
              {...form.getInputProps('phone')}
            />
            <NumberInput
              label={k('fields.experience')}
              description={k('fields.experienceHint')}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
              {...form.getInputProps('experience')}
            />
            <DatePickerInput
              label={k('fields.licenceExpires')}
              description={k('fields.licenceExpiresHint')}
              valueFormat="LL"
              withAsterisk
              {...form.getInputProps('licenceExpires')}
            />
            <PasswordFields form={form} />
          </SimpleGrid>
          <Switch
            label={k('fields.otherAgency')}
            {...form.getInputProps('otherAgency', { type: 'checkbox' })}
          />
          {form.values.otherAgency && (
            <TextInput
              label={k('fields.agencyName')}
              withAsterisk
              maw={420}
              {...form.getInputProps('agencyName')}
            />
          )}
          <Checkbox
            label={k('fields.terms')}
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          {done && (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck aria-hidden />}
              role="status"
              title={k('doneTitle')}
            >
              {done}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {k('actions.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LocalDates>
  )
}
