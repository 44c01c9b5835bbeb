/**
 * The browser APIs the screens use and jsdom does not have: media queries (Mantine), observers
 * (tables, scroll areas), scrolling, the fonts a growing textarea listens to, and the geometry a
 * rich-text editor asks for (ProseMirror places the caret from a click's point and scrolls to it).
 * Stand-ins that do nothing, or measure nothing: layout is Playwright's to test.
 */
import { fakeMatchMedia } from '@/test/match-media'

class QuietObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return []
  }
}

export function stubBrowser(): void {
  // mantine-datatable shows a column while its media query matches; "" is "always".
  window.matchMedia ??= fakeMatchMedia((query) => query === '')
  globalThis.ResizeObserver ??= QuietObserver as unknown as typeof ResizeObserver
  globalThis.IntersectionObserver ??= QuietObserver as unknown as typeof IntersectionObserver
  window.scrollTo = () => undefined
  Element.prototype.scrollTo = () => undefined
  Element.prototype.scrollIntoView = () => undefined
  // Every font loaded already: Mantine's autosize textarea waits for more to measure itself.
  if (!('fonts' in document)) {
    const fonts = Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' })
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true })
  }
  // No point is over anything: ProseMirror then keeps the selection a click would have placed.
  document.elementFromPoint ??= () => null
  Range.prototype.getClientRects ??= () => emptyRects
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
}

/** A DOMRectList with no rectangles (jsdom has no DOMRectList constructor). */
const emptyRects = Object.assign([], { item: () => null }) as unknown as DOMRectList
