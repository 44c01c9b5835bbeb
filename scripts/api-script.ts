/**
 * The worker's API as a script of its own (mocks/api.ts; see mocks/api-loader.scripts.ts): built
 * just before the worker (vite-plugin-pwa's `beforeBuildServiceWorker`) as one IIFE that sets
 * `self.corredorApi`, named by its content hash so that a new API makes a new worker script.
 * `apiScriptPlugin` gives the worker build its URL and swaps the worker's bundled API loader for
 * the one that imports this script.
 */
import { createHash } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, type Plugin } from 'vite'
import { API_GLOBAL } from '../mocks/api-script.ts'

let scriptName: string | null = null

/** Builds mocks/api.ts into `outDir`/sw-api-<hash>.js with the worker build's plugins. */
export async function buildApiScript(options: {
  root: string
  outDir: string
  plugins: Plugin[]
}): Promise<void> {
  const { root, outDir, plugins } = options
  const tmp = join(outDir, '.sw-api')
  await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    plugins,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: tmp,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      lib: {
        entry: join(root, 'mocks', 'api.ts'),
        name: API_GLOBAL,
        formats: ['iife'],
        fileName: () => 'api.js',
      },
    },
  })
  const code = readFileSync(join(tmp, 'api.js'))
  scriptName = `sw-api-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`
  writeFileSync(join(outDir, scriptName), code)
  rmSync(tmp, { recursive: true, force: true })
}

/** For the worker build: the script's URL, and the loader that imports it. */
export function apiScriptPlugin(mocks: string): Plugin {
  return {
    name: 'corredor:api-script',
    enforce: 'pre',
    config: () => {
      if (!scriptName) throw new Error('the API script is built before the worker')
      return { define: { __CORREDOR_API_SCRIPT__: JSON.stringify(`/${scriptName}`) } }
    },
    resolveId: (source, importer) =>
      source === './api-loader' && importer && /[\\/]mocks[\\/]sw\.ts$/.test(importer)
        ? join(mocks, 'api-loader.scripts.ts')
        : null,
  }
}
