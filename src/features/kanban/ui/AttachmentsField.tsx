import { ActionIcon, Anchor, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core'
import { IconPaperclip, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { IMAGE_MAX, type Attachment } from '../kanban.schema'
import { fileIcon, formatSize, isImageFile, readAsDataUrl } from './kanban-format'
import classes from './KanbanPage.module.css'

interface AttachmentsFieldProps {
  value: Attachment[]
  onChange: (attachments: Attachment[]) => void
  onError: (message: string) => void
}

/** Pictures are kept as data URLs; other files as their name, size and a file-type icon. */
async function toAttachment(file: File): Promise<Attachment | null> {
  const base = { name: file.name.slice(0, 255) || 'file', size: file.size }
  const data = await readAsDataUrl(file)
  if (data.length > IMAGE_MAX) return null
  return isImageFile(file)
    ? { ...base, img: data }
    : { ...base, img: fileIcon(file.name), url: data }
}

/** What the name links to: the file, or the picture itself; a seeded file icon is not a file. */
const fileHref = (file: Attachment) =>
  file.url ?? (file.img.startsWith('/images/kanban/file-') ? undefined : file.img)

function FileName({ file }: { file: Attachment }) {
  const href = fileHref(file)
  if (!href) {
    return (
      <Text size="sm" truncate flex={1}>
        {file.name}
      </Text>
    )
  }
  return (
    <Anchor href={href} download={file.name} size="sm" truncate flex={1}>
      {file.name}
    </Anchor>
  )
}

export function AttachmentsField({ value, onChange, onError }: AttachmentsFieldProps) {
  const { t } = useTranslation('kanban')
  const add = async (files: File[]) => {
    const read = await Promise.all(files.map(toAttachment))
    if (read.some((item) => item === null)) onError(t('kanban.drawer.tooLarge'))
    onChange([...value, ...read.filter((item): item is Attachment => item !== null)])
  }
  return (
    <Input.Wrapper label={t('kanban.drawer.attachments')}>
      <Stack gap={6} mt={4}>
        {value.length > 0 ? (
          <ul className={classes.attachments}>
            {value.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <Group gap="xs" wrap="nowrap">
                  <img src={file.img} alt="" className={classes.fileIcon} />
                  <FileName file={file} />
                  {file.size !== undefined ? (
                    <Text size="xs" c="dimmed">
                      {formatSize(file.size)}
                    </Text>
                  ) : null}
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t('kanban.drawer.removeAttachment', { name: file.name })}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </li>
            ))}
          </ul>
        ) : null}
        <FileButton onChange={(files) => void add(files)} multiple>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              w="fit-content"
              leftSection={<IconPaperclip size={16} />}
            >
              {t('kanban.drawer.addAttachment')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  )
}
