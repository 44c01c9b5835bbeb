/**
 * The kit's typeahead rule, shared by the auto-complete towns and the select's policyholders:
 * every word of `q` must start a word of the text, whatever the case or accents (`xat` finds
 * Xàtiva, `mar gar` finds María García). No search matches everything.
 */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

const wordsOf = (text: string) =>
  fold(text)
    .split(/[\s'-]+/)
    .filter(Boolean)

export function wordMatcher(q: string | undefined): (text: string) => boolean {
  const wanted = wordsOf(q ?? '')
  if (!wanted.length) return () => true
  return (text) => {
    const words = wordsOf(text)
    return wanted.every((part) => words.some((word) => word.startsWith(part)))
  }
}
