import { Avatar, Group, Text, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Post } from '../profile.schema'
import { useProfileFormat } from './profile-format'

/** The latest likers' faces, then how many more liked it. */
export function Likers({ post }: { post: Pick<Post, 'likedUsers' | 'likedCount'> }) {
  const { t } = useTranslation('profile')
  const format = useProfileFormat()
  if (post.likedUsers.length === 0) return null
  const names = post.likedUsers.map((user) => user.username).join(', ')
  return (
    <Group gap="sm" mt="sm" wrap="nowrap" data-testid="post-likers">
      <Tooltip.Group openDelay={200}>
        <Avatar.Group spacing="sm" role="list" aria-label={t('profile.post.likedBy', { names })}>
          {post.likedUsers.map((user, index) => (
            <Tooltip key={`${user.username}-${index}`} label={user.username} withArrow>
              <Avatar
                src={user.avatar || null}
                name={user.username}
                alt=""
                size="sm"
                role="listitem"
              />
            </Tooltip>
          ))}
        </Avatar.Group>
      </Tooltip.Group>
      {post.likedCount > 0 && (
        <Text fz="xs" c="dimmed" dir="auto">
          {t('profile.post.andMore', { count: post.likedCount, n: format.count(post.likedCount) })}
        </Text>
      )}
    </Group>
  )
}
