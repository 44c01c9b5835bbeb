import { Button, FileButton, Group, Input, Stack } from '@mantine/core'
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PostImage } from './PostImage'
import { ResizeError, resizeImage } from './resize-image'

interface Props {
  value: string
  onChange: (image: string) => void
  error?: string | undefined
}

/** The featured image: a picked file, resized here, previewed, and removable. */
export function FeaturedImageField({ value, onChange, error }: Props) {
  const { t } = useTranslation()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const pick = async (file: File | null) => {
    if (!file) return
    setBusy(true)
    setProblem(null)
    try {
      onChange(await resizeImage(file))
    } catch (failure) {
      const reason = failure instanceof ResizeError ? failure.reason : 'not-image'
      setProblem(t(reason === 'too-large' ? 'blog.edit.imageTooLarge' : 'blog.edit.notImage'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Input.Wrapper label={t('blog.edit.image')} error={problem ?? error}>
      <Stack gap="xs" mt={4}>
        <div style={{ maxInlineSize: 480, borderRadius: 8, overflow: 'hidden' }}>
          <PostImage src={value} alt={value ? t('blog.edit.imagePreview') : ''} />
        </div>
        <Group gap="xs">
          <FileButton onChange={(file) => void pick(file)} accept="image/*">
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                loading={busy}
                leftSection={<IconPhotoPlus size={16} aria-hidden />}
              >
                {value ? t('blog.edit.changeImage') : t('blog.edit.addImage')}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onChange('')}
            >
              {t('blog.edit.removeImage')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Input.Wrapper>
  )
}
