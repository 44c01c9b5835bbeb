/**
 * Arrow keys on the renewals board. Up and down follow dnd-kit's sortable rules (within a stage,
 * and on to the next when the stages are stacked on a phone). Left and right jump to the nearest
 * stage on that side, by position on screen so RTL works, onto its card at the same height, or
 * onto the stage itself when it is empty: dnd-kit's own rule finds the card's own stage first,
 * whose edge is just left of the card, and spends the key there.
 */
import type { KeyboardCoordinateGetter } from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { STAGES } from './dnd-demo.data'

const isStage = (id: unknown) => (STAGES as readonly unknown[]).includes(id)

const stageData = (data: unknown) =>
  typeof data === 'object' && data !== null && 'stage' in data ? data.stage : undefined

export const stageKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const sideways = event.code === 'ArrowLeft' || event.code === 'ArrowRight'
  if (!sideways) return sortableKeyboardCoordinates(event, args)
  event.preventDefault()
  const { active, collisionRect, droppableRects, droppableContainers } = args.context
  if (!active || !collisionRect) return undefined
  const entries = droppableContainers.getEnabled()
  const here = stageData(entries.find((entry) => entry.id === active.id)?.data.current)
  const hereRect = isStage(here) ? droppableRects.get(String(here)) : undefined
  if (!hereRect) return undefined
  const right = event.code === 'ArrowRight'
  const next = entries
    .filter((entry) => isStage(entry.id))
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
  const card = entries
    .filter((entry) => entry.id !== active.id && stageData(entry.data.current) === next.id)
    .flatMap((entry) => droppableRects.get(entry.id) ?? [])
    .sort((a, b) => Math.abs(a.top - collisionRect.top) - Math.abs(b.top - collisionRect.top))[0]
  const target = card ?? next.rect
  return { x: target.left, y: target.top }
}
