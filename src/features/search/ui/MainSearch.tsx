import { useHotkeys } from '@mantine/hooks'
import { spotlight } from '@mantine/spotlight'
import type { PageEntry } from '@/shared/contract/manifest'
import { lazyPart } from '@/shared/ui/lazy-part'
import { SEARCH_SHORTCUTS, useSearchWanted } from './search-wanted.store'

const SearchSpotlight = lazyPart(() => import('./SearchSpotlight').then((m) => m.SearchSpotlight))

/**
 * The main search, opened by `/`, Ctrl+K or the navbar button (`./SearchTrigger.tsx`), the only
 * ways in. Its spotlight (the kit's code and the results') loads when first wanted; until then
 * these shortcuts only open it, and once mounted the spotlight answers them itself. `pages` is
 * every screen of the app (the app's manifests), which the search finds by title and keywords.
 */
export function MainSearch({ pages }: { pages: readonly PageEntry[] }) {
  const wanted = useSearchWanted((state) => state.wanted)
  const want = useSearchWanted((state) => state.want)
  useHotkeys(
    wanted
      ? []
      : SEARCH_SHORTCUTS.map((shortcut) => [
          shortcut,
          () => {
            want()
            spotlight.open()
          },
        ]),
  )
  return wanted ? <SearchSpotlight pages={pages} /> : null
}
