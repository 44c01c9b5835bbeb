import { Anchor, Avatar, Card, Group, Image, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Email, EmailAttachment } from '../email.schema'
import { isSafeUrl } from './compose-draft'
import { fullTime } from './email-format'
import { SafeHtml } from './SafeHtml'

function Attachment({ file }: { file: EmailAttachment }) {
  const { t } = useTranslation('email')
  const body = (
    <Group gap={6} wrap="nowrap">
      {file.thumbnail && <Image src={file.thumbnail} alt="" w={20} h={24} />}
      <Text size="xs">{file.fileName}</Text>
      <Text size="xs" c="dimmed">
        {file.size}
      </Text>
    </Group>
  )
  return (
    <Card withBorder padding={6} radius="sm" role="listitem">
      {isSafeUrl(file.url) ? (
        <Anchor
          href={file.url}
          download={file.fileName}
          underline="never"
          c="inherit"
          aria-label={t('email.download', { name: file.fileName, size: file.size })}
        >
          {body}
        </Anchor>
      ) : (
        body
      )}
    </Card>
  )
}

/** One mail of a thread: who, when, the sanitised body and its attachments. */
export function EmailMessage({ email }: { email: Email }) {
  const { t, i18n } = useTranslation('email')
  return (
    <Card withBorder padding="md" component="article">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <Avatar src={email.from.avatar} alt="" />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} truncate>
            {email.from.name}{' '}
            <Text span c="dimmed" size="sm">
              &lt;{email.from.email}&gt;
            </Text>
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {t('email.toLine', { to: [...email.to.map((p) => p.email), ...email.cc].join(', ') })}
          </Text>
        </div>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {fullTime(email.time, i18n.language)}
        </Text>
      </Group>
      <SafeHtml html={email.message} />
      {email.attachments.length > 0 && (
        <Group gap="sm" mt="md" role="list" aria-label={t('email.attachments')}>
          {email.attachments.map((file, index) => (
            <Attachment key={`${file.fileName}-${index}`} file={file} />
          ))}
        </Group>
      )}
    </Card>
  )
}
