/**
 * The agency server's bundle: server/main.ts and the handlers it runs, with the app's aliases
 * resolved, for Node 20 (`npm run server` builds it when stale, into dist-server/). Packages
 * stay imports from node_modules.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  resolve: { alias: { '@': at('../src'), '@mocks': at('../mocks') } },
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: at('./main.ts'),
    outDir: at('../dist-server'),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
  },
})
