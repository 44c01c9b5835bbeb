import '@mantine/dropzone/styles.layer.css'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Dropzone, type FileRejection, type FileWithPath } from '@mantine/dropzone'
import { IconPhotoUp, IconUpload, IconX } from '@tabler/icons-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FileList, type KeptFile } from './FileList'
import { RefusedFiles } from './RefusedFiles'
import { ACCEPTED_TYPES, admit, formatSize, MAX_BYTES, MAX_FILES } from './upload-rules'

let nextId = 0

/**
 * Claim documents: dropped or chosen, checked for type, size and count, listed with a preview;
 * every refused file named with its reason. Nothing leaves the page (there is no upload here).
 */
export function ClaimUploader() {
  const { t, i18n } = useTranslation()
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`uiKit.form-elements-file-uploader.${key}`, values)
  const [kept, setKept] = useState<KeptFile[]>([])
  const [refused, setRefused] = useState<FileRejection[]>([])
  const openRef = useRef<() => void>(null)
  const rulesId = useId()

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
      <Dropzone
        // One drop can hold good and bad files: both lists at once, so neither clears the other.
        onDropAny={drop}
        onDrop={() => undefined}
        accept={ACCEPTED_TYPES}
        maxSize={MAX_BYTES}
        disabled={full}
        // The area takes drops; its button opens the file picker, so the keyboard reaches it and
        // the area is not a button holding another control (axe: nested-interactive).
        openRef={openRef}
        activateOnClick={false}
        activateOnKeyboard={false}
        inputProps={{ 'aria-label': k('claim.input'), 'aria-describedby': rulesId }}
      >
        <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload
              size={44}
              stroke={1.5}
              color="var(--mantine-primary-color-filled)"
              aria-hidden
            />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={44} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhotoUp size={44} stroke={1.5} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text fw={600}>{full ? k('claim.full', { max: MAX_FILES }) : k('claim.label')}</Text>
            <Text id={rulesId} fz="sm" c="dimmed" mt={4}>
              {k('claim.rules', { limit, max: MAX_FILES })}
            </Text>
            <Button
              mt="sm"
              size="xs"
              variant="light"
              style={{ pointerEvents: 'all' }}
              onClick={() => openRef.current?.()}
              disabled={full}
              aria-describedby={rulesId}
            >
              {k('claim.choose')}
            </Button>
          </div>
        </Group>
      </Dropzone>
      <RefusedFiles refused={refused} onDismiss={() => setRefused([])} />
      <FileList files={kept} onRemove={remove} />
    </Stack>
  )
}
