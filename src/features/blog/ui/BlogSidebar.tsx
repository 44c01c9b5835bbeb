import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { SearchField } from '@/shared/ui/SearchField'
import { useSidebar } from '../api/blog.queries'
import type { CategoryValue } from '../blog.schema'
import { useBlogFormat } from './blog-format'
import { CategoryIcon } from './CategoryIcon'
import classes from './Blog.module.css'

interface Props {
  q: string
  category?: CategoryValue | undefined
  /** On the list the search filters as one types; on a post it leads to the list. */
  live: boolean
  onQuery: (q: string) => void
}

/** Search, the newest posts and the categories (each a link that filters the list). */
export function BlogSidebar({ q, category, live, onQuery }: Props) {
  const { t } = useTranslation('blog')
  const format = useBlogFormat()
  const sidebar = useSidebar()
  return (
    <>
      {/* The search is a grid area of its own: on a phone it sits above the posts. */}
      <Card padding="lg" className={classes.searchArea}>
        <SearchField
          q={q}
          onQuery={onQuery}
          clearLabel={t('blog.sidebar.clearSearch')}
          live={live}
          searchForm
          trim
          label={t('blog.sidebar.search')}
          placeholder={t('blog.sidebar.searchPlaceholder')}
        />
      </Card>
      <Stack
        gap="lg"
        component="aside"
        aria-label={t('blog.sidebar.label')}
        className={classes.sideArea}
      >
        <Card padding="lg">
          <Title order={2} fz="h5" mb="md">
            {t('blog.sidebar.recent')}
          </Title>
          {sidebar.isPending ? (
            <Skeleton h={200} />
          ) : sidebar.isError ? (
            <Alert color="red">{t('blog.errors.load')}</Alert>
          ) : sidebar.data.recentPosts.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {t('blog.sidebar.noRecent')}
            </Text>
          ) : (
            <ul className={classes.sideList}>
              {sidebar.data.recentPosts.map((post) => (
                <li key={post.id}>
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    {post.img ? (
                      <img src={post.img} alt="" className={classes.thumb} />
                    ) : (
                      <span className={classes.thumb} />
                    )}
                    <div>
                      <Anchor
                        renderRoot={(props) => (
                          <Link
                            {...props}
                            to="/pages/blog/detail/$id"
                            params={{ id: String(post.id) }}
                          />
                        )}
                        fz="sm"
                        fw={600}
                        c="inherit"
                        lineClamp={2}
                        className={classes.data}
                      >
                        {post.title}
                      </Anchor>
                      <Text fz="xs" c="dimmed">
                        <time dateTime={post.createdTime}>{format.day(post.createdTime)}</time>
                      </Text>
                    </div>
                  </Group>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card padding="lg">
          <Title order={2} fz="h5" mb="md">
            {t('blog.sidebar.categories')}
          </Title>
          {sidebar.isPending ? (
            <Skeleton h={180} />
          ) : sidebar.isError ? null : (
            <ul className={classes.sideList}>
              {sidebar.data.categories.map((item) => {
                const active = item.value === category
                return (
                  <li key={item.value}>
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/pages/blog/list"
                          search={active ? {} : { category: item.value }}
                        />
                      )}
                      aria-current={active ? 'page' : undefined}
                      fw={active ? 700 : 500}
                      c={active ? undefined : 'inherit'}
                      underline="hover"
                      display="block"
                    >
                      <Group gap="sm" wrap="nowrap">
                        <CategoryIcon name={item.icon} size={18} />
                        <span>{t(`blog.categories.${item.value}`, item.category)}</span>
                        <Text span fz="xs" c="dimmed" ms="auto">
                          {format.count(item.count)}
                        </Text>
                      </Group>
                    </Anchor>
                  </li>
                )
              })}
            </ul>
          )}
        </Card>
      </Stack>
    </>
  )
}
