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

export function useUserForm(user?: User) {
  return useForm<UserFormValues>({
    initialValues: user
      ? (Object.fromEntries(
          Object.keys(EMPTY).map((key) => [key, user[key as keyof UserFormValues]]),
        ) as UserFormValues)
      : EMPTY,
    validate: schemaValidate(userFormSchema),
  })
}

/** What the API is sent: the values as the contract cleans them (trimmed, email lower case). */
export const cleanValues = (values: UserFormValues) => userFormSchema.parse(values)
