import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Title,
  Tooltip,
} from '@mantine/core'
import { IconBookmark, IconBookmarkFilled, IconPencil } from '@tabler/icons-react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/shared/api/errors'
import { HtmlContent } from '@/shared/ui/HtmlContent'
import { usePost, useToggleBookmark } from '../api/blog.queries'
import type { BlogDetail } from '../blog.schema'
import { AuthorLine } from './AuthorLine'
import { BlogSidebar } from './BlogSidebar'
import { CommentForm } from './CommentForm'
import { CommentList } from './CommentList'
import { PostImage } from './PostImage'
import { PostNotFound } from './PostNotFound'
import classes from './Blog.module.css'

/** `/pages/blog/detail/{id}`: the post, its comments and a form to add one, beside the sidebar. */
export function BlogDetailPage({ id }: { id: number }) {
  const { t } = useTranslation('blog')
  const navigate = useNavigate()
  const post = usePost(id)
  if (post.isError && isApiError(post.error) && post.error.status === 404)
    return <PostNotFound id={id} />
  return (
    <div className={classes.layout} data-page="post">
      <div className={classes.mainArea}>
        {post.isPending ? (
          <Skeleton h={700} radius="md" aria-busy="true" data-testid="blog-loading" />
        ) : post.isError ? (
          <Alert color="red" title={t('blog.errors.load')}>
            <Button size="xs" variant="light" color="red" onClick={() => void post.refetch()}>
              {t('blog.errors.retry')}
            </Button>
          </Alert>
        ) : (
          <PostView detail={post.data} />
        )}
      </div>
      <BlogSidebar
        q=""
        live={false}
        onQuery={(q) => void navigate({ to: '/pages/blog/list', search: q ? { q } : {} })}
      />
    </div>
  )
}

function PostView({ detail: { blog, comments } }: { detail: BlogDetail }) {
  const { t } = useTranslation('blog')
  const bookmark = useToggleBookmark()
  return (
    <Stack gap="lg">
      <Card padding="lg" component="article" aria-labelledby="blog-title">
        <Card.Section mb="lg">
          <PostImage src={blog.img} />
        </Card.Section>
        <Title order={1} fz="h2" id="blog-title" className={classes.data}>
          {blog.title}
        </Title>
        <Group mt="md" gap="sm" justify="space-between">
          <Group gap="sm">
            <AuthorLine avatar={blog.avatar} name={blog.userFullName} at={blog.createdTime} />
            {blog.status === 'draft' && <Badge color="orange">{t('blog.status.draft')}</Badge>}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Tooltip label={t('blog.post.bookmark')}>
              <ActionIcon
                variant={blog.bookmarked ? 'filled' : 'default'}
                size="lg"
                aria-label={t('blog.post.bookmark')}
                aria-pressed={blog.bookmarked}
                onClick={() => bookmark.mutate(blog.id)}
              >
                {blog.bookmarked ? <IconBookmarkFilled size={18} /> : <IconBookmark size={18} />}
              </ActionIcon>
            </Tooltip>
            <Button
              renderRoot={(props) => (
                <Link {...props} to="/pages/blog/edit/$id" params={{ id: String(blog.id) }} />
              )}
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('blog.post.edit')}
            </Button>
          </Group>
        </Group>
        {blog.tags.length > 0 && (
          <Group gap={6} mt="md" aria-label={t('blog.post.tags')} role="list">
            {blog.tags.map((tag) => (
              <Badge key={tag} variant="light" role="listitem" className={classes.data}>
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <Stack mt="lg">
          <HtmlContent html={blog.content} testId="blog-content" />
        </Stack>
      </Card>
      <Card padding="lg" id="comments" component="section" aria-labelledby="blog-comments">
        <Title order={2} fz="h4" mb="md" id="blog-comments">
          {t('blog.comments.heading', { count: blog.comments })}
        </Title>
        <CommentList comments={comments} />
      </Card>
      <Card padding="lg" component="section" aria-labelledby="blog-leave-comment">
        <Title order={2} fz="h4" mb="md" id="blog-leave-comment">
          {t('blog.comments.leave')}
        </Title>
        <CommentForm postId={blog.id} />
      </Card>
    </Stack>
  )
}
