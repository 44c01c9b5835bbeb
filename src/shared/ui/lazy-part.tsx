import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { importWithRetry } from '@/shared/import-with-retry'

/** Shows `fallback` instead of a part that threw, and leaves the rest of the screen alone. */
export class PartBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/**
 * A part of a screen that loads its own code (the navbar's cart menu, the update prompt): fetched
 * with retries, nothing shown while it loads, and `fallback` if it still cannot load, so an
 * optional part never takes its screen down with it.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
) {
  const Part = lazy(async () => ({ default: await importWithRetry(load) }))
  return function LazyPart(props: P) {
    return (
      <PartBoundary fallback={fallback}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    )
  }
}
