/**
 * Renewals for the paginated list: demo data built from a few names, deterministic so the page
 * and its tests always show the same rows.
 */
const FIRST = ['Lucía', 'Javier', 'Marta', 'Pablo', 'Elena', 'Andrés', 'Carmen', 'Diego']
const LAST = ['Fernández', 'Ortega', 'Ruiz', 'Navarro', 'Molina', 'Castro', 'Romero']
const LINES = ['home', 'motor', 'life', 'travel', 'health'] as const
export type Line = (typeof LINES)[number]

export interface Renewal {
  id: string
  client: string
  line: Line
  /** Days from today to the renewal date. */
  dueIn: number
}

export const RENEWALS: readonly Renewal[] = Array.from({ length: 95 }, (_, index) => ({
  id: `RN-${String(2401 + index)}`,
  client: `${FIRST[index % FIRST.length]} ${LAST[(index * 3) % LAST.length]}`,
  line: LINES[index % LINES.length]!,
  dueIn: 1 + Math.floor(index / 2),
}))
