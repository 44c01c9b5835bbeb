import { Center, Loader } from '@mantine/core'
import { lazy, Suspense, type ComponentType } from 'react'
import { importWithRetry } from '@/shared/import-with-retry'

/**
 * A screen that loads with its first render, not with its route file. The router keeps route
 * files in the entry for their search schemas, so a page imported there would drag its code and
 * stylesheets into the entry, and those stylesheets would land before Mantine's own.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(async () => ({ default: await importWithRetry(load) }))
  return function LazyPage(props: P) {
    return (
      <Suspense
        fallback={
          <Center h={300}>
            <Loader />
          </Center>
        }
      >
        <Page {...props} />
      </Suspense>
    )
  }
}
