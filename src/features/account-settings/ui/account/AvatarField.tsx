import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core'
import { IconRefresh, IconUpload } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '@/shared/layout/UserAvatar'
import { AvatarError, resizeAvatar } from './resize-avatar'

interface Props {
  name: string
  value: string
  /** The stored picture: "Reset" goes back to it. */
  saved: string
  onChange: (avatar: string) => void
  error?: ReactNode
}

/** The picture: previewed as picked (resized here), reset to the stored one, saved with the form. */
export function AvatarField({ name, value, saved, onChange, error }: Props) {
  const { t } = useTranslation()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const pick = async (file: File | null) => {
    if (!file) return
    setBusy(true)
    setProblem(null)
    try {
      onChange(await resizeAvatar(file))
    } catch (failure) {
      const reason = failure instanceof AvatarError ? failure.reason : 'not-image'
      setProblem(t(`accountSettings.avatar.${reason === 'too-large' ? 'tooLarge' : 'notImage'}`))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Input.Wrapper error={problem ?? error} data-testid="avatar-field">
      <Group gap="lg" wrap="nowrap" align="center">
        <UserAvatar
          name={name}
          src={value}
          size={96}
          radius="md"
          alt={t('accountSettings.avatar.preview')}
          data-testid="avatar-preview"
        />
        <Stack gap="xs">
          <Group gap="xs">
            <FileButton onChange={(file) => void pick(file)} accept="image/*">
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  loading={busy}
                  leftSection={<IconUpload size={16} aria-hidden />}
                >
                  {t('accountSettings.avatar.upload')}
                </Button>
              )}
            </FileButton>
            <Button
              variant="default"
              size="xs"
              disabled={value === saved}
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => {
                setProblem(null)
                onChange(saved)
              }}
            >
              {t('accountSettings.avatar.reset')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('accountSettings.avatar.hint')}
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  )
}
