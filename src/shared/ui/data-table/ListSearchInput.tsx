import { CloseButton, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  q: string
  label: string
  onQuery: (q: string) => void
}

/** The list's search box: typed text reaches the URL after a pause; clearing is immediate. */
export function ListSearchInput({ q, label, onQuery }: Props) {
  const { t } = useTranslation()
  const [text, setText] = useState(q)
  const [seen, setSeen] = useState(q)
  const debounced = useDebouncedCallback(onQuery, 300)
  // The URL can change under us (back button, a filter reset): follow it.
  if (q !== seen) {
    setSeen(q)
    setText(q)
  }
  return (
    <TextInput
      type="search"
      miw={180}
      flex={1}
      maw={320}
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value)
        debounced(event.currentTarget.value)
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('dataTable.clearSearch')}
            onClick={() => {
              setText('')
              debounced.cancel()
              onQuery('')
            }}
          />
        ) : null
      }
    />
  )
}
