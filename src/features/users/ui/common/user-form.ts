/** The add drawer's and the edit modal's form: the contract's rules, the API's errors on fields. */
import { useForm } from '@mantine/form'
import { z } from 'zod'
import type { FieldErrorMapping } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { userFields, type User } from '../../users.schema'

export const userFormSchema = z.object(userFields)
export type UserFormValues = z.input<typeof userFormSchema>

export const USER_FORM_ERRORS: FieldErrorMapping = {
  fields: Object.keys(userFormSchema.shape),
  prefix: 'user.',
}

const EMPTY: UserFormValues = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: 'subscriber',
  currentPlan: 'basic',
  billing: 'Manual - Credit Card',
  status: 'active',
}

/** The form's fields of a user. */
const valuesOf = (user: User): UserFormValues => ({
  fullName: user.fullName,
  username: user.username,
  email: user.email,
  company: user.company,
  country: user.country,
  contact: user.contact,
  role: user.role,
  currentPlan: user.currentPlan,
  billing: user.billing,
  status: user.status,
})

export function useUserForm(user?: User) {
  return useForm<UserFormValues>({
    initialValues: user ? valuesOf(user) : EMPTY,
    validate: schemaValidate(userFormSchema),
  })
}

/** What the API is sent: the values as the contract cleans them (trimmed, email lower case). */
export const cleanValues = (values: UserFormValues) => userFormSchema.parse(values)
