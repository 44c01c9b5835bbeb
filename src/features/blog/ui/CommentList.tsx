import { Avatar, Text, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { BlogComment } from '../blog.schema'
import { useBlogFormat } from './blog-format'
import classes from './Blog.module.css'

/** The conversation under a post, oldest first. */
export function CommentList({ comments }: { comments: BlogComment[] }) {
  const { t } = useTranslation('blog')
  const format = useBlogFormat()
  if (comments.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        {t('blog.comments.empty')}
      </Text>
    )
  return (
    <ul className={classes.comments} aria-label={t('blog.comments.title')}>
      {comments.map((comment, index) => (
        // Comments are only ever appended, so a position names one for good.
        <li key={index} className={classes.comment} data-testid="blog-comment">
          <Avatar src={comment.avatar || null} name={comment.userFullName} alt="" />
          <div>
            <Text fw={600} fz="sm">
              {comment.userFullName}{' '}
              <Tooltip label={format.when(comment.commentedAt)}>
                <Text span fz="xs" c="dimmed" fw={400}>
                  <time dateTime={comment.commentedAt}>{format.ago(comment.commentedAt)}</time>
                </Text>
              </Tooltip>
            </Text>
            <Text fz="sm" className={classes.data} style={{ whiteSpace: 'pre-line' }}>
              {comment.commentText}
            </Text>
          </div>
        </li>
      ))}
    </ul>
  )
}
