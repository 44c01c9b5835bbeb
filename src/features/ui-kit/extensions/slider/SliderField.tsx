import { Box, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

interface SliderFieldProps {
  label: string
  /** The value as the reader reads it, shown beside the label. */
  value: string
  children: ReactNode
}

/**
 * A slider's visible label and value above it. The slider's thumb carries the same label and
 * value text for a screen reader (`thumbLabel`, `thumbValueText`); this is for the eye.
 */
export function SliderField({ label, value, children }: SliderFieldProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" fw={500}>
          {label}
        </Text>
        <Text fz="sm" fw={600} c="brand" aria-hidden>
          {value}
        </Text>
      </Group>
      {/* Room for the end marks' labels, centred on the track's ends. */}
      <Box px={14}>{children}</Box>
    </Stack>
  )
}
