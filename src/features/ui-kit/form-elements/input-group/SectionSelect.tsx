import { NativeSelect, type NativeSelectProps } from '@mantine/core'

type SectionSelectProps = NativeSelectProps & { width: number }

/**
 * A native select sitting in another input's section. Inside a section the select's own input
 * would stretch over the whole field, so its width is the section's; unstyled, it reads as part
 * of the field, and it keeps its own name and tab stop.
 */
export function SectionSelect({ width, ...props }: SectionSelectProps) {
  return (
    <NativeSelect
      variant="unstyled"
      rightSectionWidth={24}
      // A left section's own offset reaches the select's chevron too: it goes back to the end.
      styles={{
        input: { width, paddingInline: 10, fontWeight: 500 },
        section: { insetInlineStart: 'auto' },
      }}
      {...props}
    />
  )
}
