/**
 * Whole percentages of a total that add up to exactly 100 (largest remainder first), so the
 * sections of a bar fill it with no gap or overflow and their labels agree with the whole.
 */
export function wholeShares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + Math.max(0, count), 0)
  if (total === 0) return counts.map(() => 0)
  const exact = counts.map((count) => (Math.max(0, count) / total) * 100)
  const shares = exact.map(Math.floor)
  let missing = 100 - shares.reduce((sum, share) => sum + share, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (missing <= 0) break
    shares[index]! += 1
    missing -= 1
  }
  return shares
}
