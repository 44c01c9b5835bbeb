import { CloseButton, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  q: string
  /** Filter as the reader types (the list), or only on Enter (a post: it leads to the list). */
  live: boolean
  onQuery: (q: string) => void
}

/** The sidebar's search box. */
export function SidebarSearch({ q, live, onQuery }: Props) {
  const { t } = useTranslation()
  const [text, setText] = useState(q)
  const [seen, setSeen] = useState(q)
  const debounced = useDebouncedCallback(onQuery, 300)
  // The URL can change under us (back button, a category link): follow it.
  if (q !== seen) {
    setSeen(q)
    setText(q)
  }
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        debounced.cancel()
        onQuery(text.trim())
      }}
    >
      <TextInput
        type="search"
        label={t('blog.sidebar.search')}
        placeholder={t('blog.sidebar.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value)
          if (live) debounced(event.currentTarget.value.trim())
        }}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label={t('blog.sidebar.clearSearch')}
              onClick={() => {
                setText('')
                debounced.cancel()
                if (live || q) onQuery('')
              }}
            />
          ) : null
        }
      />
    </form>
  )
}
