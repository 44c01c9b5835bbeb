/**
 * A Vite plugin that adds `login.html` to the build: the built `index.html` with `/login`'s form
 * rendered into it (src/app/sign-in/prerender.tsx, run in Node through a Vite SSR loader), its
 * stylesheet blocking again (the form must paint styled), and the two inline scripts that run
 * before the first paint (src/app/sign-in/prepaint.ts). The worker and `vite preview` answer
 * `/login` with it; the sign-in shell hydrates the markup, keeping what was typed.
 */
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer, type Plugin } from 'vite'
import type { PrerenderedLogin } from '../src/app/sign-in/prepaint.ts'

/** index.html's root, holding the loading screen between two markers. */
const ROOT = /<div id="root">\s*<!--boot-->([\s\S]*?)<!--\/boot-->\s*<\/div>/

export function loginPage(index: string, login: PrerenderedLogin): string {
  const boot = ROOT.exec(index)?.[1]?.trim()
  if (boot === undefined) throw new Error('index.html has no root with <!--boot--> markers')
  // Functions, so that `$` in the markup or scripts is never read as a replacement pattern.
  return index
    .replace(
      '<meta charset="UTF-8" />',
      (meta) => `${meta}\n    <script>${login.headScript}</script>`,
    )
    .replace(' media="print" data-deferred', '')
    .replace(
      ROOT,
      () =>
        `<div id="root" data-prerendered>${login.markup}</div>\n` +
        `    <template id="boot-screen">${boot}</template>\n` +
        `    <script>${login.bodyScript}</script>`,
    )
}

async function prerender(root: string): Promise<PrerenderedLogin> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias: { '@': join(root, 'src') } },
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true },
  })
  try {
    const module = (await server.ssrLoadModule('/src/app/sign-in/prerender.tsx')) as {
      prerenderLogin: () => PrerenderedLogin
    }
    return module.prerenderLogin()
  } finally {
    await server.close()
  }
}

export function prerenderSignIn(root: string): Plugin {
  return {
    name: 'corredor:prerender-sign-in',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html']
      // The worker's own build has no page.
      if (index?.type !== 'asset') return
      const login = await prerender(root)
      // A component that throws on the server leaves its Suspense fallback (`<!--$!-->`).
      if (!login.markup.includes('type="email"') || login.markup.includes('<!--$!-->'))
        throw new Error(`/login did not prerender its form:\n${login.markup.slice(0, 2000)}`)
      const source = loginPage(String(index.source), login)
      this.emitFile({ type: 'asset', fileName: 'login.html', source })
    },
  }
}
