import { Button, FileButton, Group, Image, Input, Stack } from '@mantine/core'
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { IMAGE_MAX } from '../kanban.schema'
import { isImageFile, readAsDataUrl } from './kanban-format'

interface CoverFieldProps {
  value: string | null
  onChange: (cover: string | null) => void
  onError: (message: string) => void
}

/** The cover picture: picked from a file (kept as a data URL) and removable. */
export function CoverField({ value, onChange, onError }: CoverFieldProps) {
  const { t } = useTranslation('kanban')
  const pick = async (file: File | null) => {
    if (!file) return
    if (!isImageFile(file)) return onError(t('kanban.drawer.coverNotImage'))
    const url = await readAsDataUrl(file)
    if (url.length > IMAGE_MAX) return onError(t('kanban.drawer.tooLarge'))
    onChange(url)
  }
  return (
    <Input.Wrapper label={t('kanban.drawer.cover')}>
      <Stack gap="xs" mt={4}>
        {value ? (
          <Image src={value} alt={t('kanban.drawer.coverPreview')} radius="md" h={140} />
        ) : null}
        <Group gap="xs">
          <FileButton onChange={(file) => void pick(file)} accept="image/*">
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconPhotoPlus size={16} />}
              >
                {value ? t('kanban.drawer.changeCover') : t('kanban.drawer.addCover')}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} />}
              onClick={() => onChange(null)}
            >
              {t('kanban.drawer.removeCover')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Input.Wrapper>
  )
}
