import { Button, Group, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ABOUT_MAX } from '../chat.schema'

interface Props {
  about: string
  saving: boolean
  onSave: (about: string) => void
}

/** The profile's "about" text, edited in place and saved on demand. */
export function AboutField({ about, saving, onSave }: Props) {
  const { t } = useTranslation('chat')
  const [text, setText] = useState(about)
  const changed = text.trim() !== about
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (changed) onSave(text.trim())
      }}
    >
      <Textarea
        label={t('chat.profile.about')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={ABOUT_MAX}
        autosize
        minRows={2}
        maxRows={6}
        description={`${text.length}/${ABOUT_MAX}`}
        inputWrapperOrder={['label', 'input', 'description']}
      />
      {changed && (
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" size="xs" onClick={() => setText(about)}>
            {t('chat.profile.cancel')}
          </Button>
          <Button type="submit" size="xs" loading={saving}>
            {t('chat.profile.save')}
          </Button>
        </Group>
      )}
    </form>
  )
}
