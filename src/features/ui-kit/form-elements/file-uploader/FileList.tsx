import { ActionIcon, Group, Image, Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatSize } from './upload-rules'

export interface KeptFile {
  id: number
  file: File
  /** The preview's object URL, for an image; revoked when the file goes. */
  url: string | null
}

interface Props {
  files: KeptFile[]
  onRemove: (id: number) => void
}

/** The files kept so far: a preview or a PDF icon, the name, the size, and a remove button. */
export function FileList({ files, onRemove }: Props) {
  const { i18n } = useTranslation('ui-kit/form-elements-file-uploader')
  const { t: k } = useTranslation('ui-kit/form-elements-file-uploader', {
    keyPrefix: 'uiKit.form-elements-file-uploader.list',
  })
  if (files.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {k('empty')}
      </Text>
    )
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      aria-label={k('label')}
      style={{ listStyle: 'none' }}
    >
      {files.map(({ id, file, url }) => (
        <Paper key={id} component="li" withBorder radius="md" p="xs">
          <Group wrap="nowrap" gap="sm">
            {url ? (
              <Image
                src={url}
                alt={k('preview', { name: file.name })}
                w={48}
                h={48}
                radius="sm"
                fit="cover"
              />
            ) : (
              <ThemeIcon size={48} variant="light" color="red" radius="sm">
                <IconFileTypePdf size={26} aria-hidden />
              </ThemeIcon>
            )}
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fz="sm" fw={500} truncate="end">
                {file.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatSize(file.size, i18n.language)}
              </Text>
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onRemove(id)}
              aria-label={k('remove', { name: file.name })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}
