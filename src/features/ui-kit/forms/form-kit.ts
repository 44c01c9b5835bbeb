/**
 * What the four form patterns share. Their zod schemas carry message codes (`required`,
 * `email`), not words: the schema stays a plain, unit-testable contract and each page turns a
 * code into its own translated sentence. Focus goes to the first field in error, in the order
 * the reader meets them on the page (not the order the schema lists them).
 */
import type { FormErrors, UseFormInput } from '@mantine/form'
import { schemaValidate, type FormSchema } from '@/shared/ui/form/schema-validate'

/** The form's `validate`: the schema's errors, each code read out by `translate`. */
export function codedValidate<Values>(schema: FormSchema, translate: (code: string) => string) {
  const bySchema = schemaValidate<Values>(schema)
  return (values: Values): FormErrors =>
    Object.fromEntries(
      Object.entries(bySchema(values)).map(([path, code]) => [
        path,
        typeof code === 'string' ? translate(code) : code,
      ]),
    )
}

/**
 * Validation when a field holding something loses the focus (instead of Mantine's
 * `validateInputOnBlur`, which checks blank fields too): tabbing through an empty form says
 * nothing, and no "required" appears under a blank field just as the button below it is clicked
 * (the button would move between press and release, and the click be lost). Blank fields are
 * checked on submit, or on the wizard's Next.
 */
export function blurWhenChanged<Values>(): Pick<UseFormInput<Values>, 'enhanceGetInputProps'> {
  return {
    enhanceGetInputProps: ({ field, form }) => ({
      onBlur: () => {
        const value = valueAt(form.getValues(), String(field))
        if (value !== '' && value !== null && value !== undefined) void form.validateField(field)
      },
    }),
  }
}

/** The value at a form path (`items.2.name`). */
function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at !== null && typeof at === 'object' ? Reflect.get(at, key) : undefined),
      values,
    )
}

/** Focuses the first field inside `scope` (in page order) that has an error. */
export function focusFirstError(scope: HTMLElement | null | undefined, errors: FormErrors): void {
  if (!scope) return
  const fields = scope.querySelectorAll<HTMLElement>('[data-path]')
  const first = [...fields].find((field) => Boolean(errors[field.dataset.path ?? '']))
  first?.focus()
}

/** The focus helper as an `onSubmit` failure handler: the form element is the scope. */
export const focusOnFailure = (
  errors: FormErrors,
  _values: unknown,
  event?: { currentTarget: unknown },
) =>
  focusFirstError(event?.currentTarget instanceof HTMLElement ? event.currentTarget : null, errors)

/** Money in the reader's language (the demos' policies are in euros). */
export const formatMoney = (value: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(value)

/** A pause that stands for the round trip of a save the demo does not make. */
export const pretendSave = (ms = 500) => new Promise<void>((done) => setTimeout(done, ms))

/** Today as a calendar day (`2026-11-25`) in the reader's time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** A NumberInput's separators as the reader's language writes them (`1.234,5` in Spanish). */
export function numberSeparators(language: string) {
  const parts = new Intl.NumberFormat(language).formatToParts(1234567.8)
  return {
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  }
}

/** Where the reader's language puts the euro sign on a NumberInput: `€ 2,400` or `2.400 €`. */
export function euroAffix(language: string): { prefix: string } | { suffix: string } {
  const parts = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
  }).formatToParts(1)
  const sign = parts.findIndex((part) => part.type === 'currency')
  const digits = parts.findIndex((part) => part.type === 'integer')
  return sign < digits ? { prefix: '€ ' } : { suffix: ' €' }
}
