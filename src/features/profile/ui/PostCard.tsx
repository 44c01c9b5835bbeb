import { Avatar, Button, Card, Group, Image, Text, Tooltip } from '@mantine/core'
import { IconHeart, IconHeartFilled, IconMessageCircle, IconShare3 } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLikePost } from '../api/profile.queries'
import type { Post } from '../profile.schema'
import { CommentForm } from './CommentForm'
import { CommentList } from './CommentList'
import { Likers } from './Likers'
import { useProfileFormat } from './profile-format'
import classes from './Profile.module.css'

/** One post: who and when, the text and its picture, the like, the likers and the comments. */
export function PostCard({ post }: { post: Post }) {
  const { t } = useTranslation('profile')
  const format = useProfileFormat()
  const like = useLikePost()
  const authorId = useId()
  return (
    <Card padding="lg" component="article" aria-labelledby={authorId} data-testid="profile-post">
      <Group gap="sm" wrap="nowrap" mb="md">
        <Avatar src={post.avatar || null} name={post.username} alt="" />
        <div>
          <Text fw={600} id={authorId}>
            {post.username}
          </Text>
          <Tooltip label={format.when(post.postTime)}>
            <Text component="time" dateTime={post.postTime} c="dimmed" fz="xs" dir="auto">
              {format.ago(post.postTime)}
            </Text>
          </Tooltip>
        </div>
      </Group>
      <Text className={`${classes.postText} ${classes.data}`} dir="auto">
        {post.postText}
      </Text>
      {post.postVid ? (
        <video
          className={classes.media}
          src={post.postVid}
          poster={post.postImg}
          controls
          preload="none"
        />
      ) : post.postImg ? (
        <Image src={post.postImg} alt="" radius="md" className={classes.media} />
      ) : null}
      <Group justify="space-between" mt="md" gap="xs">
        <Button
          variant={post.youLiked ? 'light' : 'subtle'}
          color={post.youLiked ? 'red' : 'gray'}
          size="compact-sm"
          aria-pressed={post.youLiked}
          leftSection={
            post.youLiked ? (
              <IconHeartFilled size={18} aria-hidden />
            ) : (
              <IconHeart size={18} aria-hidden />
            )
          }
          onClick={() => like.mutate(post.id)}
          data-testid="like-button"
        >
          <span dir="auto">
            {t('profile.post.like')} · {format.count(post.likes)}
          </span>
        </Button>
        <Group gap="md" c="dimmed" fz="sm">
          <Group gap={4} wrap="nowrap">
            <IconMessageCircle size={18} aria-hidden />
            <span dir="auto">
              {t('profile.post.comments', { count: post.comments, n: format.count(post.comments) })}
            </span>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconShare3 size={18} aria-hidden />
            <span dir="auto">
              {t('profile.post.shares', { count: post.share, n: format.count(post.share) })}
            </span>
          </Group>
        </Group>
      </Group>
      <Likers post={post} />
      <CommentList comments={post.detailedComments} />
      <CommentForm postId={post.id} />
    </Card>
  )
}
