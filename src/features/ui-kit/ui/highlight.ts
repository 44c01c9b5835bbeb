/**
 * Syntax colours for the Code panels: highlight.js's core with only the two grammars our demos
 * need (TypeScript, whose JSX leans on XML), so the panel's chunk stays small.
 */
import hljs from 'highlight.js/lib/core'
import typescript from 'highlight.js/lib/languages/typescript'
import xml from 'highlight.js/lib/languages/xml'

hljs.registerLanguage('typescript', typescript)
hljs.registerLanguage('xml', xml)

/** The code as HTML: its text escaped by highlight.js, wrapped in `hljs-*` spans. */
export const highlightTs = (code: string): string =>
  hljs.highlight(code, { language: 'typescript', ignoreIllegals: true }).value
