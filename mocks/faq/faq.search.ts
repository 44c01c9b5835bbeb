/**
 * How the help center's searches match: every word of the search must appear somewhere in the
 * texts searched, whatever its case or accents (`Réfund` finds "refund").
 */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** A test for the texts of one entry; with no search, everything matches. */
export function matcher(q: string | undefined): (...texts: string[]) => boolean {
  const words = fold(q ?? '')
    .split(/\s+/)
    .filter(Boolean)
  if (!words.length) return () => true
  return (...texts) => {
    const haystack = fold(texts.join('\n'))
    return words.every((word) => haystack.includes(word))
  }
}
