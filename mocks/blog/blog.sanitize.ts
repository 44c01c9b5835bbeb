/**
 * Post HTML is cleaned when it is saved, not only when shown (the page runs DOMPurify as well).
 * The worker has no DOM, so this is a small allow-list re-serialiser: the tags the editor writes
 * are kept with their few safe attributes, scripts and the like go with their content, any other
 * tag goes and leaves its text, and every `<`, `>` or bare `&` of the text is escaped.
 */

const KEPT = new Set([
  'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li',
  'blockquote', 'a', 'code', 'pre', 'hr',
]) // prettier-ignore
const VOID = new Set(['br', 'hr'])
/** Dropped with everything up to their closing tag. */
const DROPPED_WHOLE = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title',
  'svg', 'math', 'select', 'head', 'xmp', 'noembed', 'noframes', 'frameset', 'plaintext',
]) // prettier-ignore

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const SAFE_HREF = /^(?:https?:|mailto:|\/(?!\/)|#)/i

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Character references decoded, so `jav&#x61;script:` is seen for what it is. */
function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  })
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Text as it was written, with any markup character that is not an entity escaped. */
const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')

/** A link keeps a safe `href` only; it always opens apart from the app. */
function linkAttributes(raw: string): string {
  for (const match of raw.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() !== 'href') continue
    // Browsers ignore control characters and spaces inside a scheme: so does this check.
    // eslint-disable-next-line no-control-regex
    const href = decode(match[2] ?? match[3] ?? match[4] ?? '').replace(/[\u0000-\u0020]/g, '')
    if (!SAFE_HREF.test(href)) return ''
    return ` href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer nofollow"`
  }
  return ''
}

export function sanitizeHtml(html: string): string {
  let out = ''
  let at = 0
  TOKEN.lastIndex = 0
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    out += escapeText(html.slice(at, match.index))
    at = TOKEN.lastIndex
    const [, closing, rawName, rawAttributes = ''] = match
    if (!rawName) continue // a comment, doctype or processing instruction
    const tag = rawName.toLowerCase()
    if (!closing && DROPPED_WHOLE.has(tag)) {
      const end = new RegExp(`</${tag}\\s*>`, 'i').exec(html.slice(at))
      at = end ? at + end.index + end[0].length : html.length
      TOKEN.lastIndex = at
      continue
    }
    if (!KEPT.has(tag)) continue
    if (closing) out += VOID.has(tag) ? '' : `</${tag}>`
    else out += `<${tag}${tag === 'a' ? linkAttributes(rawAttributes) : ''}>`
  }
  return out + escapeText(html.slice(at))
}
