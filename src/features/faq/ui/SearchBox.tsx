import { CloseButton, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Q_MAX } from '../faq.schema'

interface Props {
  q: string
  label: string
  placeholder: string
  /** Called as the reader types (debounced), on Enter, and with '' when cleared. */
  onQuery: (q: string) => void
}

/** The help center's search box: the text follows the URL, the URL follows the text. */
export function SearchBox({ q, label, placeholder, onQuery }: Props) {
  const { t } = useTranslation()
  const [text, setText] = useState(q)
  const [seen, setSeen] = useState(q)
  const debounced = useDebouncedCallback(onQuery, 300)
  // The URL can change under us (back button, "clear search"): follow it.
  if (q !== seen) {
    setSeen(q)
    setText(q)
  }
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        debounced.cancel()
        onQuery(text.trim())
      }}
    >
      <TextInput
        type="search"
        size="lg"
        radius="md"
        aria-label={label}
        placeholder={placeholder}
        maxLength={Q_MAX}
        leftSection={<IconSearch size={20} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value)
          debounced(event.currentTarget.value.trim())
        }}
        rightSection={
          text ? (
            <CloseButton
              aria-label={t('faq.search.clear')}
              onClick={() => {
                setText('')
                debounced.cancel()
                onQuery('')
              }}
            />
          ) : null
        }
      />
    </form>
  )
}
