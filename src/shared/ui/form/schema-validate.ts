/**
 * Form validation from the contract's zod schema through @mantine/form's own Standard Schema
 * resolver. The contract's messages are the API's (English); where a screen has its own
 * translated words for a field, they are shown instead. The rule itself stays in the contract.
 */
import { schemaResolver, type FormErrors } from '@mantine/form'

/** Any Standard Schema (zod 4 is one), as @mantine/form takes it. */
export type FormSchema = Parameters<typeof schemaResolver>[0]

export function schemaValidate<Values>(
  schema: FormSchema,
  messages: Readonly<Record<string, string>> = {},
): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true })
  return (values) => {
    const errors = resolve(values)
    for (const field of Object.keys(errors)) {
      const translated = messages[field]
      if (translated) errors[field] = translated
    }
    return errors
  }
}
