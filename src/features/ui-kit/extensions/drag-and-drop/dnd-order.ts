/**
 * How the demo's lists change as items are dragged, and how a saved state is read back: pure,
 * so the orders are tested without a pointer.
 */
import { arrayMove } from '@dnd-kit/sortable'
import { isOneOf } from '@/shared/contract/one-of'
import { z } from 'zod'
import { STAGES, type StageId, type Stages } from './dnd-demo.data'

/** The list with `activeId` moved to where `overId` is. */
export function reorder(list: readonly string[], activeId: string, overId: string): string[] {
  const from = list.indexOf(activeId)
  const to = list.indexOf(overId)
  if (from < 0 || to < 0 || from === to) return [...list]
  return arrayMove([...list], from, to)
}

const isStage = (id: string): id is StageId => isOneOf(STAGES, id)

/** The stage holding a card, or the stage itself when `id` names one. */
export function stageOf(stages: Stages, id: string): StageId | undefined {
  if (isStage(id)) return id
  return STAGES.find((stage) => stages[stage].includes(id))
}

/**
 * While dragging: a card over another stage (over one of its cards, or its empty space) joins
 * that stage at the card's place, or at its end. Returns `stages` itself when nothing changes.
 */
export function moveAcross(stages: Stages, activeId: string, overId: string): Stages {
  const from = stageOf(stages, activeId)
  const to = stageOf(stages, overId)
  if (!from || !to || from === to) return stages
  const target = stages[to].filter((id) => id !== activeId)
  const index = isStage(overId) ? target.length : target.indexOf(overId)
  target.splice(index < 0 ? target.length : index, 0, activeId)
  return { ...stages, [from]: stages[from].filter((id) => id !== activeId), [to]: target }
}

/** On the drop: within the stage the card is now in, it takes the place of the card it is over. */
export function dropCard(stages: Stages, activeId: string, overId: string | null): Stages {
  if (overId === null) return stages
  const stage = stageOf(stages, activeId)
  if (!stage || stageOf(stages, overId) !== stage || isStage(overId)) return stages
  return { ...stages, [stage]: reorder(stages[stage], activeId, overId) }
}

/** A saved order, if it is still a full order of `ids`; otherwise `fallback`. */
export function validOrder(
  saved: unknown,
  ids: readonly string[],
  fallback: readonly string[],
): string[] {
  const same =
    Array.isArray(saved) &&
    saved.length === ids.length &&
    new Set(saved).size === ids.length &&
    saved.every((id): id is string => typeof id === 'string' && ids.includes(id))
  return same ? saved : [...fallback]
}

// Every stage a list of card ids (other keys are kept, as they were saved).
const savedStagesSchema = z.looseObject({
  toContact: z.array(z.string()),
  quoted: z.array(z.string()),
  renewed: z.array(z.string()),
}) satisfies z.ZodType<Stages>

/** Saved stages, if every card is in exactly one of them; otherwise `fallback`. */
export function validStages(saved: unknown, ids: readonly string[], fallback: Stages): Stages {
  const parsed = savedStagesSchema.safeParse(saved)
  if (!parsed.success) return structuredClone(fallback)
  const whole =
    validOrder(STAGES.map((stage) => parsed.data[stage]).flat(), ids, []).length === ids.length
  return whole ? parsed.data : structuredClone(fallback)
}

export interface Place {
  stage: StageId
  /** 1-based. */
  position: number
  total: number
}

/**
 * Where the dragged card would land over `overId` (what a screen reader hears): another stage's
 * card gives that card's place in a stage one longer; a stage itself, its end.
 */
export function placeOver(stages: Stages, activeId: string, overId: string): Place | undefined {
  const from = stageOf(stages, activeId)
  const stage = stageOf(stages, overId)
  if (!from || !stage) return undefined
  const list = stages[stage]
  const total = list.length + (from === stage ? 0 : 1)
  const index = isStage(overId) ? total - 1 : list.indexOf(overId)
  return { stage, position: index + 1, total }
}
