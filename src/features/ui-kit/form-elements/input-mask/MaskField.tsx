import { Code, Group, MaskInput, Stack, Text, type MaskInputProps } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

type MaskFieldProps = Pick<
  MaskInputProps,
  'label' | 'description' | 'mask' | 'slotChar' | 'transform' | 'inputMode' | 'autoComplete'
> & { testId: string }

/** A masked field with what it shows and what it keeps (the raw value a form would send), live. */
export function MaskField({ testId, ...props }: MaskFieldProps) {
  const { t } = useTranslation('ui-kit/form-elements-input-mask')
  const [value, setValue] = useState({ raw: '', masked: '' })
  return (
    <Stack gap={6}>
      <MaskInput {...props} onChangeRaw={(raw, masked) => setValue({ raw, masked })} />
      <Group gap="md" data-testid={testId}>
        <Text size="xs" c="dimmed">
          {t('uiKit.form-elements-input-mask.formatted')}{' '}
          <Code data-testid={`${testId}-masked`}>{value.masked || '—'}</Code>
        </Text>
        <Text size="xs" c="dimmed">
          {t('uiKit.form-elements-input-mask.raw')}{' '}
          <Code data-testid={`${testId}-raw`}>{value.raw || '—'}</Code>
        </Text>
      </Group>
    </Stack>
  )
}
