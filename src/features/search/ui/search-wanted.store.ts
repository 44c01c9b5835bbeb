/**
 * Whether the main search's spotlight is wanted yet: its code loads the first time the search is
 * opened or about to be (the pointer on the navbar's search button), not with every screen.
 */
import { create } from 'zustand'

export const SEARCH_SHORTCUTS = ['mod + K', '/']

interface SearchWanted {
  wanted: boolean
  want: () => void
}

export const useSearchWanted = create<SearchWanted>()((set) => ({
  wanted: false,
  want: () => set({ wanted: true }),
}))
