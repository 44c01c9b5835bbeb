/**
 * The entry's stylesheet loads without blocking the first paint (scripts/deferred-styles.ts, as
 * `media="print"`): this switches it on once loaded and resolves then, so the first render is
 * styled.
 */
const loaded = (link: HTMLLinkElement): Promise<void> =>
  link.sheet
    ? Promise.resolve()
    : new Promise((done) => {
        link.addEventListener('load', () => done(), { once: true })
        // A stylesheet that fails must not keep the app from starting.
        link.addEventListener('error', () => done(), { once: true })
      })

export function stylesReady(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred]')]
  return Promise.all(links.map((link) => loaded(link).then(() => void (link.media = 'all')))).then(
    () => undefined,
  )
}
