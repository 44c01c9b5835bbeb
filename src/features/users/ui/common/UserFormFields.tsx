import { Select, SimpleGrid, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { BILLING_METHODS, USER_PLANS, USER_ROLES, USER_STATUSES } from '../../users.schema'
import type { UserFormValues } from './user-form'
import { COUNTRIES } from './user-labels'

interface Props {
  form: UseFormReturnType<UserFormValues>
  /** Two columns in the edit modal; one in the drawer. */
  columns?: 1 | 2
  /** The add drawer leaves the status to its default (active). */
  withStatus?: boolean
}

/** Every field of a user record a person types or picks, labelled and validated. */
export function UserFormFields({ form, columns = 1, withStatus = false }: Props) {
  const { t } = useTranslation('users')
  const options = <T extends string>(values: readonly T[], key: string) =>
    values.map((value) => {
      const label: string = `users.${key}.${value}`
      return { value, label: t(label) }
    })
  const country = form.values.country
  const countries = country && !COUNTRIES.includes(country) ? [country, ...COUNTRIES] : COUNTRIES
  const text = (key: keyof UserFormValues, extra: object = {}) => ({
    label: t(`users.field.${key}`),
    ...form.getInputProps(key),
    ...extra,
  })
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md">
      <TextInput {...text('fullName', { required: true, autoComplete: 'off' })} data-autofocus />
      <TextInput {...text('username', { required: true, autoComplete: 'off' })} />
      <TextInput {...text('email', { required: true, type: 'email', autoComplete: 'off' })} />
      <TextInput
        {...text('contact', { required: true, type: 'tel', placeholder: '+34 600 000 000' })}
      />
      <TextInput {...text('company')} />
      <Select
        {...text('country', { required: true })}
        data={countries}
        searchable
        placeholder={t('users.form.pickCountry')}
        allowDeselect={false}
      />
      <Select
        {...text('role', { required: true })}
        data={options(USER_ROLES, 'role')}
        allowDeselect={false}
      />
      <Select
        {...text('currentPlan', { required: true })}
        data={options(USER_PLANS, 'plan')}
        allowDeselect={false}
      />
      <Select
        {...text('billing', { required: true })}
        data={options(BILLING_METHODS, 'billing')}
        allowDeselect={false}
      />
      {withStatus && (
        <Select
          {...text('status', { required: true })}
          data={options(USER_STATUSES, 'status')}
          allowDeselect={false}
        />
      )}
    </SimpleGrid>
  )
}
