/**
 * The create-app wizard's values and each step's check: the contract's schema for that step
 * decides, and each field says so in the reader's words.
 */
import type { FormErrors } from '@mantine/form'
import type { TFunction } from 'i18next'
import { schemaValidate, type FormSchema } from '@/shared/ui/form/schema-validate'
import {
  appBillingSchema,
  appDatabaseSchema,
  appDetailsSchema,
  appFrameworkSchema,
  type CreateApp,
} from '../../modal-examples.schema'

/** Radio groups start empty: their values are '' until one is picked. */
export interface AppValues {
  name: string
  category: CreateApp['category'] | ''
  framework: CreateApp['framework'] | ''
  database: CreateApp['database'] | ''
  plan: CreateApp['plan']
  paymentMethodId: string | null
}

export const blankApp: AppValues = {
  name: '',
  category: '',
  framework: '',
  database: '',
  plan: 'basic',
  paymentMethodId: null,
}

export const APP_STEPS = ['details', 'framework', 'database', 'billing'] as const

const STEP_SCHEMAS: FormSchema[] = [
  appDetailsSchema,
  appFrameworkSchema,
  appDatabaseSchema,
  appBillingSchema,
]

/** What the steps' schemas check: the values as they will be sent, a choice not made still ''. */
const stepInput = (values: AppValues) => ({
  name: values.name.trim(),
  category: values.category,
  framework: values.framework,
  database: values.database,
  plan: values.plan,
  paymentMethodId:
    values.plan === 'basic' || values.paymentMethodId === null
      ? null
      : Number(values.paymentMethodId),
})

/** The app to create, or null while a choice is still to be made (the steps' checks say which). */
export function toCreateApp(values: AppValues): CreateApp | null {
  const input = stepInput(values)
  const { category, framework, database } = input
  if (category === '' || framework === '' || database === '') return null
  return { ...input, category, framework, database }
}

/** What is wrong in one step (0 to 3); a paid plan needs a card. */
export function checkStep(step: number, values: AppValues, t: TFunction): FormErrors {
  const schema = STEP_SCHEMAS[step]
  if (!schema) return {}
  const input = stepInput(values)
  const errors = schemaValidate<typeof input>(schema, {
    messages: {
      name: t('accountSettings.modals.app.errors.name'),
      category: t('accountSettings.modals.app.errors.pick'),
      framework: t('accountSettings.modals.app.errors.pick'),
      database: t('accountSettings.modals.app.errors.pick'),
      plan: t('accountSettings.modals.app.errors.pick'),
    },
  })(input)
  if (step === 3 && input.plan !== 'basic' && input.paymentMethodId === null)
    errors.paymentMethodId = t('accountSettings.modals.app.errors.card')
  return errors
}
