import { Skeleton } from '@mantine/core'
import type { ComponentType } from 'react'
import { usePosts } from '../api/blog.queries'
import { PostNotFound } from './PostNotFound'

/** `/pages/blog/detail` and `/edit` without an id open the first post of the list (the newest). */
export function FirstPost({ page: Page }: { page: ComponentType<{ id: number }> }) {
  const first = usePosts({ page: 1, perPage: 1 })
  if (first.isPending) return <Skeleton h={600} radius="md" />
  const id = first.data?.posts[0]?.id
  return id === undefined ? <PostNotFound id="—" /> : <Page id={id} />
}
