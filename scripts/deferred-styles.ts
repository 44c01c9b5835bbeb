/**
 * A Vite plugin that keeps the entry's stylesheet from blocking the first paint: the page shows
 * its inline loading screen at once, and `src/app/styles-ready.ts` holds React's first render
 * until the stylesheet has loaded, so nothing ever paints unstyled.
 */
import type { Plugin } from 'vite'

export function deferredStyles(): Plugin {
  return {
    name: 'corredor:deferred-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
          // `print` loads it without blocking; styles-ready.ts switches it on (no inline script).
          '<link rel="stylesheet" crossorigin href="$1" media="print" data-deferred>',
        ),
    },
  }
}
