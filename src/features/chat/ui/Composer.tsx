import { Button, Textarea } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSendMessage } from '../api/chat.queries'
import { MESSAGE_MAX } from '../chat.schema'
import classes from './ChatPage.module.css'

/** Enter sends, Shift+Enter breaks the line; an empty message is never sent. */
export function Composer({ contactId }: { contactId: number }) {
  const { t } = useTranslation('chat')
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const send = useSendMessage(contactId)
  const empty = text.trim() === ''

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (empty) {
      setError(t('chat.emptyMessage'))
      return
    }
    if (send.isPending) return
    send.mutate(text, { onSuccess: () => setText('') })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  return (
    <form className={classes.composer} onSubmit={submit}>
      <Textarea
        className={classes.composerInput}
        aria-label={t('chat.message')}
        placeholder={t('chat.placeholder')}
        autosize
        minRows={1}
        maxRows={5}
        maxLength={MESSAGE_MAX}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value)
          setError(null)
        }}
        onKeyDown={onKeyDown}
      />
      <Button
        type="submit"
        disabled={empty}
        loading={send.isPending}
        rightSection={<IconSend size={16} />}
      >
        {t('chat.send')}
      </Button>
    </form>
  )
}
