/**
 * No tracked file sends a reader to a document they do not have: the product's own design notes,
 * contract, screen list and style guide stay outside this repository, so a file describes what
 * it needs from them (or points at what is here: `docs/`, the schemas) instead of naming them.
 * Checked: every tracked text file, for those documents' names, an absolute machine path, and
 * any relative path that leaves the repository.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

const SELF = 'src/test/outside-documents.test.ts'

/** Written by tools, not read as prose (the database fixtures, the lock file) or not text. */
const SKIPPED = /^mocks\/db\/fixtures\/.*\.json$|^package-lock\.json$|\.(png|svg|ico|woff2?)$/

const OUTSIDE: readonly RegExp[] = [
  /\b(?:api-contract|product-spec|screens|ARCHITECTURE|STYLE)\.md\b/,
  /\bshared\/(?:spec|tools)\//,
  /(?:^|[\s`'"(])\/work\//,
  /\bproduct\s+spec\b/i,
  /\bspec\s+point\s+\d/i,
]

/** `../` paths that, read from the file's folder, climb out of the repository. */
const escaping = (file: string, text: string): string[] =>
  [...text.matchAll(/(?:\.\.\/)+[\w@][\w./@-]*/g)]
    .map(([path]) => path)
    .filter((path) => normalize(join(dirname(file), path)).startsWith('..'))

function outsideNamed(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return text.split('\n').flatMap((line, index) => {
    const named = OUTSIDE.flatMap((pattern) => pattern.exec(line)?.[0] ?? [])
    return [...named, ...escaping(file, line)].map((hit) => `${file}:${index + 1}: ${hit}`)
  })
}

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && file !== SELF && !SKIPPED.test(file))

describe('documents outside the repository', () => {
  it('are named by no tracked file', () => {
    const hits = files.flatMap(outsideNamed)
    expect(hits, 'describe the thing, or point at what is in the repository').toEqual([])
  })
})
