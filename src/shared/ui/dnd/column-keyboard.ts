/**
 * Arrow keys over columns of sortable items (the kanban's boards, the UI kit's renewal stages).
 * Up and down follow dnd-kit's sortable rules (within a column, and on to the next when the
 * columns are stacked on a phone). Left and right jump to the nearest column on that side, by
 * position on screen so RTL works, onto its item at the same height, or onto the column itself
 * when it is empty: dnd-kit's own rule finds the item's own column first, whose edge is just
 * beside the item, and spends the key there.
 */
import type { KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'

export interface ColumnLookup {
  /** Whether a droppable is a column (the rest are items). */
  isColumn: (id: UniqueIdentifier) => boolean
  /** The column droppable's id an item's sortable data places it in. */
  columnOf: (data: unknown) => UniqueIdentifier | undefined
}

export function columnKeyboardCoordinates({
  isColumn,
  columnOf,
}: ColumnLookup): KeyboardCoordinateGetter {
  return (event, args) => {
    const sideways = event.code === 'ArrowLeft' || event.code === 'ArrowRight'
    if (!sideways) return sortableKeyboardCoordinates(event, args)
    event.preventDefault()
    const { active, collisionRect, droppableRects, droppableContainers } = args.context
    if (!active || !collisionRect) return undefined
    const entries = droppableContainers.getEnabled()
    const here = columnOf(entries.find((entry) => entry.id === active.id)?.data.current)
    const hereRect = here === undefined ? undefined : droppableRects.get(here)
    if (!hereRect) return undefined
    const right = event.code === 'ArrowRight'
    const next = entries
      .filter((entry) => isColumn(entry.id))
      .flatMap((entry) => {
        const rect = droppableRects.get(entry.id)
        if (!rect) return []
        const ahead = right ? rect.left > hereRect.left + 1 : rect.left < hereRect.left - 1
        return ahead ? [{ id: entry.id, rect }] : []
      })
      .sort(
        (a, b) => Math.abs(a.rect.left - hereRect.left) - Math.abs(b.rect.left - hereRect.left),
      )[0]
    if (!next) return undefined
    const item = entries
      .filter(
        (entry) =>
          !isColumn(entry.id) && entry.id !== active.id && columnOf(entry.data.current) === next.id,
      )
      .flatMap((entry) => droppableRects.get(entry.id) ?? [])
      .sort((a, b) => Math.abs(a.top - collisionRect.top) - Math.abs(b.top - collisionRect.top))[0]
    const target = item ?? next.rect
    return { x: target.left, y: target.top }
  }
}
