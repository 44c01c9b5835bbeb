import { Anchor, Badge, Card, Divider, Group, Text, Title } from '@mantine/core'
import { IconChevronRight, IconMessageCircle } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { BlogListItem } from '../blog.schema'
import { AuthorLine } from './AuthorLine'
import { useBlogFormat } from './blog-format'
import { PostImage } from './PostImage'
import classes from './Blog.module.css'

/** One post in the list: picture, title, author and day, tags, excerpt, comments, "read more". */
export function PostCard({ post }: { post: BlogListItem }) {
  const { t } = useTranslation('blog')
  const format = useBlogFormat()
  const params = { id: String(post.id) }
  const toPost = (hash?: string) => (props: Record<string, unknown>) => (
    <Link {...props} to="/pages/blog/detail/$id" params={params} hash={hash} />
  )
  const titleId = `blog-post-${post.id}`
  return (
    <Card
      component="article"
      padding="lg"
      className={classes.card}
      aria-labelledby={titleId}
      data-testid="blog-card"
    >
      <Card.Section mb="md">
        <PostImage src={post.img} />
      </Card.Section>
      <Title order={2} fz="h4" id={titleId} className={classes.data}>
        <Anchor renderRoot={toPost()} c="inherit">
          {post.title}
        </Anchor>
      </Title>
      <Group mt="sm">
        <AuthorLine avatar={post.avatar} name={post.userFullName} at={post.blogPosted} />
      </Group>
      {post.tags.length > 0 && (
        <Group gap={6} mt="sm" aria-label={t('blog.post.tags')} role="list">
          {post.tags.map((tag) => (
            <Badge key={tag} variant="light" role="listitem" className={classes.data}>
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      <Text c="dimmed" fz="sm" mt="sm" lineClamp={3} className={`${classes.grow} ${classes.data}`}>
        {post.excerpt}
      </Text>
      <Divider my="md" />
      <Group justify="space-between" gap="xs">
        <Anchor renderRoot={toPost('comments')} fz="sm" c="dimmed">
          <Group gap={4} wrap="nowrap">
            <IconMessageCircle size={16} aria-hidden />
            <span dir="auto">
              {t('blog.post.comments', { count: post.comment, n: format.count(post.comment) })}
            </span>
          </Group>
        </Anchor>
        <Anchor
          renderRoot={toPost()}
          fz="sm"
          fw={600}
          aria-label={t('blog.post.readMoreOf', { title: post.title })}
        >
          <Group gap={2} wrap="nowrap">
            {t('blog.post.readMore')}
            <IconChevronRight size={16} aria-hidden className={classes.flipRtl} />
          </Group>
        </Anchor>
      </Group>
    </Card>
  )
}
