/**
 * A Vite plugin that lets `index.html` (every page load but a sign-in screen's) fetch the app's
 * code (`src/app/app-start.tsx` and its static imports) beside the entry, as modulepreload links,
 * instead of after the entry has run. `login.html` is made from index.html before this runs
 * (scripts/prerender-sign-in.ts), so the sign-in screen still loads only the entry.
 */
import type { Plugin } from 'vite'
import { staticClosure } from './sign-in-path.ts'

const APP = /src\/app\/app-start\.tsx$/

export function preloadApp(): Plugin {
  return {
    name: 'corredor:preload-app',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html']
      if (index?.type !== 'asset') return
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
      const app = chunks.find((chunk) => APP.test(chunk.facadeModuleId ?? ''))
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!app || !entry) throw new Error('the build has no app-start chunk or no entry')
      const loaded = new Set(staticClosure(bundle, entry.fileName))
      const links = staticClosure(bundle, app.fileName)
        .filter((name) => !loaded.has(name))
        .map((name) => `    <link rel="modulepreload" crossorigin href="/${name}">\n`)
        .join('')
      index.source = String(index.source).replace('</head>', `${links}  </head>`)
    },
  }
}
