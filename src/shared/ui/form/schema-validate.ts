/**
 * Form validation from the contract's zod schema through @mantine/form's own Standard Schema
 * resolver. The contract's messages are the API's (English); where a screen has its own
 * translated words, they are shown instead. The rule itself stays in the contract.
 */
import { schemaResolver, type FormErrors } from '@mantine/form'
import { placeErrors } from '@/shared/api/field-errors'

/** Any Standard Schema (zod 4 is one), as @mantine/form takes it. */
export type FormSchema = Parameters<typeof schemaResolver>[0]

export interface SchemaValidateOptions {
  /**
   * Translated messages by error path, list items as `*`: `title`, or `to.*` for any
   * recipient (the `to` list itself, e.g. "at least one", keeps the contract's message).
   */
  messages?: Readonly<Record<string, string>>
  /** The fields that show errors: an item's error (`to.0`) shows on its list (`to`). */
  fields?: readonly string[]
}

const pattern = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.*')

export function schemaValidate<Values>(
  schema: FormSchema,
  { messages = {}, fields }: SchemaValidateOptions = {},
): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true })
  return (values) => {
    const translated = Object.entries(resolve(values)).map(
      ([path, message]) => [path, messages[pattern(path)] ?? message] as const,
    )
    return fields ? placeErrors(translated, fields) : Object.fromEntries(translated)
  }
}
