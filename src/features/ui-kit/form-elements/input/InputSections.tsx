import { CloseButton, Stack, Text, TextInput } from '@mantine/core'
import { IconSearch, IconUser } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Icons, a clear button and a units label at either end of an input. */
export function InputSections() {
  const { t: k } = useTranslation('ui-kit/form-elements-input', {
    keyPrefix: 'uiKit.form-elements-input.sections',
  })
  const [query, setQuery] = useState('Ortega')
  return (
    <Stack gap="sm">
      <TextInput
        label={k('icon')}
        placeholder={k('iconPlaceholder')}
        leftSection={<IconUser size={16} aria-hidden />}
      />
      <TextInput
        label={k('clear')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSectionPointerEvents="all"
        rightSection={
          query ? (
            <CloseButton size="sm" aria-label={k('clearButton')} onClick={() => setQuery('')} />
          ) : null
        }
      />
      <TextInput
        label={k('units')}
        defaultValue="12000"
        inputMode="numeric"
        rightSectionWidth={48}
        rightSection={
          <Text size="sm" c="dimmed" aria-hidden>
            km
          </Text>
        }
        description={k('unitsHint')}
      />
    </Stack>
  )
}
