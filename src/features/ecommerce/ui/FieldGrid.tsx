import { SimpleGrid, TextInput, type SimpleGridProps, type TextInputProps } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'

/** One text field: the form value it edits, its label, and its input attributes. */
export interface GridField<K extends string> extends Omit<TextInputProps, 'name' | 'label'> {
  name: K
  label: string
}

interface Props<V> {
  form: UseFormReturnType<V>
  fields: readonly GridField<keyof V & string>[]
  cols?: SimpleGridProps['cols']
}

/** Required text fields of a checkout form, in a grid (two columns from a tablet up). */
export function FieldGrid<V>({ form, fields, cols = { base: 1, sm: 2 } }: Props<V>) {
  return (
    <SimpleGrid cols={cols} verticalSpacing="sm">
      {fields.map(({ name, ...input }) => (
        <TextInput key={name} withAsterisk {...input} {...form.getInputProps(name)} />
      ))}
    </SimpleGrid>
  )
}
