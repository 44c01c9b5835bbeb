import { Stack } from '@mantine/core'
import type { FileRejection, FileWithPath } from '@mantine/dropzone'
import { IconPhotoUp } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DropArea } from '../../ui/DropArea'
import { FileList, type KeptFile } from './FileList'
import { RefusedFiles } from './RefusedFiles'
import { ACCEPTED_TYPES, admit, formatSize, MAX_BYTES, MAX_FILES } from './upload-rules'

let nextId = 0

/**
 * Claim documents: dropped or chosen, checked for type, size and count, listed with a preview;
 * every refused file named with its reason. Nothing leaves the page (there is no upload here).
 */
export function ClaimUploader() {
  const { i18n } = useTranslation('ui-kit/form-elements-file-uploader')
  const { t: k } = useTranslation('ui-kit/form-elements-file-uploader', {
    keyPrefix: 'uiKit.form-elements-file-uploader',
  })
  const [kept, setKept] = useState<KeptFile[]>([])
  const [refused, setRefused] = useState<FileRejection[]>([])

  // The previews' object URLs go with the page: the list as it is when the page closes.
  const keptRef = useRef(kept)
  useEffect(() => {
    keptRef.current = kept
  }, [kept])
  useEffect(
    () => () => keptRef.current.forEach((one) => one.url && URL.revokeObjectURL(one.url)),
    [],
  )

  const drop = (files: FileWithPath[], rejections: FileRejection[]) => {
    const { taken, refused: over } = admit(files, kept.length)
    // Each preview's URL is made once, here, and revoked when its file is removed.
    const added = taken.map((file) => ({
      id: ++nextId,
      file,
      url: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
    }))
    setKept((now) => [...now, ...added])
    setRefused([...rejections, ...over])
  }

  const remove = (id: number) => {
    const gone = kept.find((one) => one.id === id)
    if (gone?.url) URL.revokeObjectURL(gone.url)
    setKept((now) => now.filter((one) => one.id !== id))
  }

  const full = kept.length >= MAX_FILES
  const limit = formatSize(MAX_BYTES, i18n.language)

  return (
    <Stack gap="md">
      <DropArea
        // One drop can hold good and bad files: both lists at once, so neither clears the other.
        onDropAny={drop}
        onDrop={() => undefined}
        accept={ACCEPTED_TYPES}
        maxSize={MAX_BYTES}
        disabled={full}
        icon={IconPhotoUp}
        label={full ? k('claim.full', { max: MAX_FILES }) : k('claim.label')}
        rules={k('claim.rules', { limit, max: MAX_FILES })}
        choose={k('claim.choose')}
        inputLabel={k('claim.input')}
      />
      <RefusedFiles refused={refused} onDismiss={() => setRefused([])} />
      <FileList files={kept} onRemove={remove} />
    </Stack>
  )
}
