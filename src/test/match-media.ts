/** A `matchMedia` for jsdom, which has none: only the queries `matches` accepts match. */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
}

/** Mantine reads media queries and jsdom has none: component tests call this before rendering. */
export function stubMatchMedia(): void {
  window.matchMedia ??= fakeMatchMedia(() => false)
}
