import { Button, Card, EmptyState, Stack, Text } from '@mantine/core'
import { IconNews } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Post } from '../profile.schema'
import { PostCard } from './PostCard'
import { useProfileFormat } from './profile-format'

interface Props {
  posts: Post[]
  total: number
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
}

/** The user's posts, newest first, a page at a time. */
export function PostsFeed({ posts, total, hasMore, loadingMore, onLoadMore }: Props) {
  const { t } = useTranslation('profile')
  const format = useProfileFormat()
  if (posts.length === 0)
    return (
      <Card padding="xl">
        <EmptyState
          icon={<IconNews size={32} aria-hidden />}
          variant="light"
          title={t('profile.feed.emptyTitle')}
          description={t('profile.feed.emptyBody')}
        />
      </Card>
    )
  return (
    <Stack gap="lg" data-testid="profile-posts">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {hasMore ? (
        <Button variant="light" onClick={onLoadMore} loading={loadingMore} mx="auto">
          {t('profile.feed.loadMore')}
        </Button>
      ) : (
        <Text c="dimmed" fz="sm" ta="center" aria-live="polite" dir="auto">
          {t('profile.feed.allShown', { count: total, n: format.count(total) })}
        </Text>
      )}
    </Stack>
  )
}
