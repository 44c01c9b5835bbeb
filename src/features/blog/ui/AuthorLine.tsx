import { Avatar, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useBlogFormat } from './blog-format'

interface Props {
  avatar: string
  name: string
  /** When it was written (ISO). */
  at: string
}

/** "by Lucía Fernández · Jan 28, 2025", with the author's picture. */
export function AuthorLine({ avatar, name, at }: Props) {
  const { t } = useTranslation('blog')
  const format = useBlogFormat()
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={avatar || null} name={name} alt="" size="sm" />
      <Text fz="sm" c="dimmed" dir="auto">
        {t('blog.post.by')}{' '}
        <Text span fw={600} c="var(--mantine-color-text)">
          {name}
        </Text>
        <span aria-hidden> · </span>
        <time dateTime={at} title={format.when(at)}>
          {format.day(at)}
        </time>
      </Text>
    </Group>
  )
}
