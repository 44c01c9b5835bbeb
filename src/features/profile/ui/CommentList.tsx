import { Avatar, Group, Text } from '@mantine/core'
import { IconHeart, IconHeartFilled } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { DetailedComment } from '../profile.schema'
import { useProfileFormat } from './profile-format'
import classes from './Profile.module.css'

/** The conversation under a post, oldest first. */
export function CommentList({ comments }: { comments: DetailedComment[] }) {
  const { t } = useTranslation('profile')
  const format = useProfileFormat()
  if (comments.length === 0)
    return (
      <Text c="dimmed" fz="sm" mt="md">
        {t('profile.comments.empty')}
      </Text>
    )
  return (
    <ul className={classes.comments} aria-label={t('profile.comments.title')}>
      {comments.map((comment, index) => (
        // Comments are only ever appended, so a position names one for good.
        <li key={index} className={classes.comment} data-testid="post-comment">
          <Avatar src={comment.avatar || null} name={comment.username} alt="" size="sm" />
          <div className={classes.commentBody}>
            <Text fw={600} fz="sm">
              {comment.username}
            </Text>
            <Text fz="sm" className={`${classes.postText} ${classes.data}`} dir="auto">
              {comment.comment}
            </Text>
          </div>
          {comment.commentsLikes > 0 && (
            <Group
              gap={2}
              wrap="nowrap"
              c={comment.youLiked ? 'red' : 'dimmed'}
              fz="xs"
              aria-label={t('profile.comments.likes', {
                count: comment.commentsLikes,
                n: format.count(comment.commentsLikes),
              })}
              role="img"
            >
              {comment.youLiked ? <IconHeartFilled size={14} /> : <IconHeart size={14} />}
              <span aria-hidden>{format.count(comment.commentsLikes)}</span>
            </Group>
          )}
        </li>
      ))}
    </ul>
  )
}
