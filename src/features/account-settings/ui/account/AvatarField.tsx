import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core'
import { IconRefresh, IconUpload } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '@/shared/layout/UserAvatar'
import type { ResizeOptions } from '@/shared/ui/image/resize-image'
import { usePickedImage } from '@/shared/ui/image/use-picked-image'
import { AVATAR_BYTES_MAX, AVATAR_SIDE } from '../../account-avatar.schema'

/**
 * The picture the API keeps: a file past 2 MB is not read, the rest fits 256 × 256 (an SVG
 * without a size of its own draws at that), a JPEG of a few kilobytes.
 */
const AVATAR_IMAGE: ResizeOptions = {
  fileMax: AVATAR_BYTES_MAX,
  box: { width: AVATAR_SIDE, height: AVATAR_SIDE },
  fallback: { width: AVATAR_SIDE, height: AVATAR_SIDE },
  qualities: [0.9],
}

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
  const { t } = useTranslation('account-settings')
  const { pick, busy, problem, clearProblem } = usePickedImage(
    AVATAR_IMAGE,
    {
      'not-image': t('accountSettings.avatar.notImage'),
      'too-large': t('accountSettings.avatar.tooLarge'),
    },
    onChange,
  )
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
                clearProblem()
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
