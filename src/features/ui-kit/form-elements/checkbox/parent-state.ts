/** A parent checkbox over a list: checked when all are, indeterminate when some are. */
export interface ParentState {
  checked: boolean
  indeterminate: boolean
}

export function parentState(checked: number, total: number): ParentState {
  const all = total > 0 && checked === total
  return { checked: all, indeterminate: checked > 0 && !all }
}

/** What a click on the parent does: anything short of all becomes all; all becomes none. */
export function toggleAll<T>(selected: readonly T[], items: readonly T[]): T[] {
  return selected.length === items.length ? [] : [...items]
}
