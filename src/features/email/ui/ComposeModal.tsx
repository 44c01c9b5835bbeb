import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Modal,
  Pill,
  Stack,
  TagsInput,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconMinus, IconPaperclip, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RichTextField, useRichText } from '@/shared/ui/RichTextField'
import { useSaveDraft, useSendEmail } from '../api/email.queries'
import { MAX_FILE_BYTES, readAsDataUrl, type ComposeDraft } from './compose-draft'
import { ComposeMinimised } from './ComposeMinimised'
import { formatSize } from './email-format'
import { useComposeForm, type ComposeMode } from './use-compose-form'

const SPLIT = [',', ' ', ';']
/** Pasted or typed lists arrive as one value: split them, trim them, drop repeats. */
const addressList = (values: string[]) => [
  ...new Set(values.flatMap((value) => value.split(/[\s,;]+/)).filter(Boolean)),
]

interface Props {
  draft: ComposeDraft
  onClose: () => void
  /** Told once the mail is sent (another app's "send by email", e.g. an invoice). */
  onSent?: () => void
}

export function ComposeModal({ draft, onClose, onSent }: Props) {
  const { t } = useTranslation('email')
  const { form, check, showApiErrors } = useComposeForm(draft)
  const [minimised, setMinimised] = useState(false)
  const send = useSendEmail()
  const save = useSaveDraft()
  const editor = useRichText({
    content: draft.message,
    label: t('email.message'),
    placeholder: t('email.messagePlaceholder'),
  })

  const { values } = form
  const files = values.attachments
  const message = () => (editor && !editor.isEmpty ? editor.getHTML() : '')
  const dirty = () =>
    [values.to, values.cc, values.bcc].some((list) => list.length > 0) ||
    values.subject !== '' ||
    message() !== ''
  /** A reopened draft closed untouched is not saved again. */
  const changed = () => draft.draftId === undefined || form.isDirty() || message() !== draft.message

  const submit = (mode: ComposeMode) => {
    if (!check(mode)) return setMinimised(false)
    const mutation = mode === 'send' ? send : save
    mutation.mutate(
      { ...form.getValues(), message: message(), draftId: draft.draftId },
      {
        onSuccess: () => {
          const text = mode === 'send' ? t('email.sent') : t('email.draftSaved')
          notifications.show({ color: 'green', message: text })
          if (mode === 'send') onSent?.()
          onClose()
        },
        // The toast comes from the mutation; the window reopens on the fields named.
        onError: (error) => {
          setMinimised(false)
          showApiErrors(error)
        },
      },
    )
  }

  /** Closing keeps the work: anything typed is saved as a draft, as mail clients do. */
  const close = () => (dirty() && changed() ? submit('draft') : onClose())

  const addFiles = async (picked: File[]) => {
    const tooBig = picked.filter((file) => file.size > MAX_FILE_BYTES)
    if (tooBig.length > 0) {
      const names = tooBig.map((file) => file.name).join(', ')
      notifications.show({ color: 'red', message: t('email.fileTooBig', { names }) })
    }
    const kept = picked.filter((file) => file.size <= MAX_FILE_BYTES)
    const read = await Promise.all(
      kept.map(async (file) => ({
        fileName: file.name,
        size: formatSize(file.size),
        url: await readAsDataUrl(file),
        thumbnail: file.type.startsWith('image/')
          ? '/images/email/img.svg'
          : '/images/email/doc.svg',
      })),
    )
    form.setFieldValue('attachments', (prev) => [...prev, ...read])
  }

  const title = values.subject || t('email.newMessage')
  if (minimised) {
    return <ComposeMinimised title={title} onRestore={() => setMinimised(false)} onClose={close} />
  }

  return (
    <Modal.Root opened onClose={close} size="lg">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Modal.Title fw={600}>{title}</Modal.Title>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('email.minimise')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('email.minimise')}
                onClick={() => setMinimised(true)}
              >
                <IconMinus size={16} />
              </ActionIcon>
            </Tooltip>
            <Modal.CloseButton aria-label={t('email.close')} />
          </Group>
        </Modal.Header>
        <Modal.Body>
          <Stack gap="sm">
            {(['to', 'cc', 'bcc'] as const).map((name) => (
              <TagsInput
                key={name}
                label={t(`email.${name}`)}
                {...form.getInputProps(name)}
                onChange={(next) => form.setFieldValue(name, addressList(next))}
                splitChars={SPLIT}
                acceptValueOnBlur
              />
            ))}
            <TextInput label={t('email.subject')} {...form.getInputProps('subject')} />
            <RichTextField
              editor={editor}
              label={t('email.message')}
              error={form.errors.message?.toString()}
              minHeight={160}
            />
            {files.length > 0 && (
              <Group gap="xs" aria-label={t('email.attachments')} role="list">
                {files.map((file, index) => (
                  <Pill
                    key={`${file.fileName}-${index}`}
                    role="listitem"
                    withRemoveButton
                    removeButtonProps={{
                      'aria-label': t('email.removeFile', { name: file.fileName }),
                    }}
                    onRemove={() => form.removeListItem('attachments', index)}
                  >
                    {file.fileName} ({file.size})
                  </Pill>
                ))}
              </Group>
            )}
            <Group justify="space-between">
              <FileButton onChange={(picked) => void addFiles(picked)} multiple>
                {(props) => (
                  <Button {...props} variant="subtle" leftSection={<IconPaperclip size={16} />}>
                    {t('email.attach')}
                  </Button>
                )}
              </FileButton>
              <Group gap="sm">
                <Tooltip label={t('email.discard')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('email.discard')}
                    onClick={onClose}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
                <Button variant="default" loading={save.isPending} onClick={() => submit('draft')}>
                  {t('email.saveDraft')}
                </Button>
                <Button loading={send.isPending} onClick={() => submit('send')}>
                  {t('email.send')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}
