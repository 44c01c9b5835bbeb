/**
 * A Vite plugin that writes `.vite/sign-in-path.json` into the build: the chunks a first visit
 * to the sign-in screen loads (the entry and its static imports), their gzip size, and the
 * source modules in them. `e2e/sign-in-path.spec.ts` holds the build to it: no app's code, a
 * size that does not grow, and the same files a real first visit downloads.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin, Rolldown } from 'vite'

export interface SignInPath {
  files: { file: string; gzipBytes: number }[]
  gzipBytes: number
  /** Source modules, relative to the project (`node_modules/...` for libraries). */
  modules: string[]
}

export const SIGN_IN_PATH_REPORT = '.vite/sign-in-path.json'

/** A chunk and every chunk it imports statically, at any depth: what loading it loads. */
function staticClosure(bundle: Rolldown.OutputBundle, fileName: string): string[] {
  const seen = new Set<string>()
  const visit = (name: string) => {
    const chunk = bundle[name]
    if (seen.has(name) || chunk?.type !== 'chunk') return
    seen.add(name)
    chunk.imports.forEach(visit)
  }
  visit(fileName)
  return [...seen]
}

export function signInPathReport(root: string): Plugin {
  let outDir = ''
  let report: SignInPath | null = null
  return {
    name: 'corredor:sign-in-path',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry)
      if (!entry || entry.type !== 'chunk') return
      const chunks = staticClosure(bundle, entry.fileName).flatMap((name) => {
        const chunk = bundle[name]
        return chunk?.type === 'chunk' ? [chunk] : []
      })
      const files = chunks.map((chunk) => ({
        file: `/${chunk.fileName}`,
        gzipBytes: gzipSync(chunk.code).length,
      }))
      report = {
        files,
        gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
        modules: chunks
          .flatMap((chunk) => Object.keys(chunk.modules))
          .map((id) =>
            relative(root, id.replace(/^\0/, '')).replace(/.*node_modules\//, 'node_modules/'),
          )
          .sort(),
      }
    },
    writeBundle() {
      if (!report) return
      const target = join(outDir, SIGN_IN_PATH_REPORT)
      mkdirSync(join(target, '..'), { recursive: true })
      writeFileSync(target, `${JSON.stringify(report, null, 2)}\n`)
    },
  }
}
