import {
  Alert,
  Badge,
  Button,
  CloseButton,
  EmptyState,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconNews, IconPlus } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { usePosts } from '../api/blog.queries'
import { BlogSidebar } from './BlogSidebar'
import { nextBlogSearch, type BlogSearch } from './blog-search'
import { PostCard } from './PostCard'
import classes from './Blog.module.css'

/** Posts a page: three rows of two on a desktop. */
export const PER_PAGE = 6

interface Props {
  search: BlogSearch
  onSearch: (next: BlogSearch) => void
}

/** `/pages/blog/list`: the published posts (or the drafts), searched, filtered and paged in the URL. */
export function BlogListPage({ search, onSearch }: Props) {
  const { t } = useTranslation('blog')
  const q = search.q?.trim() ?? ''
  const query = {
    q: q || undefined,
    category: search.category,
    status: search.drafts ? ('draft' as const) : undefined,
    page: search.page ?? 1,
    perPage: PER_PAGE,
  }
  const posts = usePosts(query)
  const pages = Math.max(1, Math.ceil((posts.data?.total ?? 0) / PER_PAGE))
  const change = (patch: Partial<BlogSearch>) => onSearch(nextBlogSearch(search, patch))
  const filtered = Boolean(q || search.category)

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz="h3">
          {search.drafts ? t('blog.list.draftsTitle') : t('blog.list.title')}
        </Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t('blog.list.view')}
            value={search.drafts ? 'draft' : 'published'}
            onChange={(value) => change({ drafts: value === 'draft' })}
            data={[
              { value: 'published', label: t('blog.list.published') },
              { value: 'draft', label: t('blog.list.drafts') },
            ]}
          />
          <Button
            component={Link}
            to="/pages/blog/edit/new"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('blog.list.new')}
          </Button>
        </Group>
      </Group>
      <div className={classes.layout}>
        <Stack gap="lg" className={classes.mainArea}>
          {filtered && (
            <Group gap="xs" aria-live="polite">
              <Text fz="sm" c="dimmed">
                {t('blog.list.found', { count: posts.data?.total ?? 0 })}
              </Text>
              {search.category && (
                <Badge
                  variant="light"
                  size="lg"
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label={t('blog.list.clearCategory')}
                      onClick={() => change({ category: undefined })}
                    />
                  }
                >
                  {t(`blog.categories.${search.category}`)}
                </Badge>
              )}
            </Group>
          )}
          {posts.isPending ? (
            <div className={classes.cards} aria-busy="true" data-testid="blog-loading">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} h={420} radius="md" />
              ))}
            </div>
          ) : posts.isError ? (
            <Alert color="red" title={t('blog.errors.load')}>
              <Button size="xs" variant="light" color="red" onClick={() => void posts.refetch()}>
                {t('blog.errors.retry')}
              </Button>
            </Alert>
          ) : posts.data.posts.length === 0 ? (
            <EmptyState
              icon={<IconNews size={32} aria-hidden />}
              variant="light"
              title={filtered ? t('blog.list.noMatch') : t('blog.list.empty')}
              description={filtered ? t('blog.list.noMatchHint') : t('blog.list.emptyHint')}
            >
              <EmptyState.Actions>
                {filtered ? (
                  <Button variant="light" onClick={() => change({ q: '', category: undefined })}>
                    {t('blog.list.clearFilters')}
                  </Button>
                ) : (
                  <Button component={Link} to="/pages/blog/edit/new" variant="light">
                    {t('blog.list.new')}
                  </Button>
                )}
              </EmptyState.Actions>
            </EmptyState>
          ) : (
            <div className={classes.cards} data-testid="blog-cards">
              {posts.data.posts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          )}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(query.page, pages)}
              onChange={(page) => change({ page })}
              getControlProps={(control) => ({ 'aria-label': t(`blog.pagination.${control}`) })}
              getItemProps={(page) => ({ 'aria-label': t('blog.pagination.page', { page }) })}
              style={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
        <BlogSidebar
          q={q}
          category={search.category}
          live
          onQuery={(next) => change({ q: next })}
        />
      </div>
    </Stack>
  )
}
