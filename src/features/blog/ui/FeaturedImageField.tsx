import { Button, FileButton, Group, Input, Stack } from '@mantine/core'
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResizeOptions } from '@/shared/ui/image/resize-image'
import { usePickedImage } from '@/shared/ui/image/use-picked-image'
import { UPLOAD_MAX } from '../blog.schema'
import { PostImage } from './PostImage'

/**
 * A featured image the API keeps: decoded by the browser (so only real images pass), fit to
 * 1200 × 800 (an SVG without a size of its own draws at 1200 × 600), and a JPEG data URL small
 * enough for the API, at a lower quality when it must be.
 */
const FEATURED_IMAGE: ResizeOptions = {
  // Past this the file is not even decoded: no phone photo is this large.
  fileMax: 20 * 1024 * 1024,
  box: { width: 1200, height: 800 },
  fallback: { width: 1200, height: 600 },
  qualities: [0.85, 0.7, 0.5],
  urlMax: UPLOAD_MAX,
}

interface Props {
  value: string
  onChange: (image: string) => void
  error?: ReactNode
}

/** The featured image: a picked file, resized here, previewed, and removable. */
export function FeaturedImageField({ value, onChange, error }: Props) {
  const { t } = useTranslation('blog')
  const { pick, busy, problem } = usePickedImage(
    FEATURED_IMAGE,
    { 'not-image': t('blog.edit.notImage'), 'too-large': t('blog.edit.imageTooLarge') },
    onChange,
  )
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
