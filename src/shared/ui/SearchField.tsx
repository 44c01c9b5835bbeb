import { CloseButton, TextInput, type TextInputProps } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'

interface Props extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'leftSection' | 'rightSection'
> {
  /** The search the URL holds. */
  q: string
  /** Given the text after a pause in typing, on Enter (in a form), and '' when cleared. */
  onQuery: (q: string) => void
  clearLabel: string
  /** false: typing sends nothing, Enter does; clearing sends '' only when the URL holds a search. */
  live?: boolean
  /** Its own search landmark (named by `aria-label`, if given), where Enter sends the text at once. */
  searchForm?: boolean
  /** Sent without the spaces around it. */
  trim?: boolean
}

/**
 * A search field whose text reaches the URL, and follows it: typed text after a pause, clearing
 * at once. The icon and the clear button grow with a large field.
 */
export function SearchField({
  q,
  onQuery,
  clearLabel,
  live = true,
  searchForm = false,
  trim = false,
  ...props
}: Props) {
  const [text, setText] = useState(q)
  const [seen, setSeen] = useState(q)
  const debounced = useDebouncedCallback(onQuery, 300)
  // The URL can change under us (back button, a link, a filter reset): follow it.
  if (q !== seen) {
    setSeen(q)
    setText(q)
  }
  const sent = (value: string) => (trim ? value.trim() : value)
  const large = props.size === 'lg'
  const field = (
    <TextInput
      type="search"
      {...props}
      leftSection={<IconSearch size={large ? 20 : 16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value)
        if (live) debounced(sent(event.currentTarget.value))
      }}
      rightSection={
        text ? (
          <CloseButton
            size={large ? undefined : 'sm'}
            aria-label={clearLabel}
            onClick={() => {
              setText('')
              debounced.cancel()
              if (live || q) onQuery('')
            }}
          />
        ) : null
      }
    />
  )
  if (!searchForm) return field
  return (
    <form
      role="search"
      aria-label={props['aria-label']}
      onSubmit={(event) => {
        event.preventDefault()
        debounced.cancel()
        onQuery(sent(text))
      }}
    >
      {field}
    </form>
  )
}
