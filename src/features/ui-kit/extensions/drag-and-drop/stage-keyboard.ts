/** Arrow keys on the renewals board: the product's column rule, over the stages. */
import { isOneOf } from '@/shared/contract/one-of'
import { columnKeyboardCoordinates } from '@/shared/ui/dnd/column-keyboard'
import { STAGES } from './dnd-demo.data'

const isStage = (id: unknown) => isOneOf(STAGES, id)

const stageData = (data: unknown) =>
  typeof data === 'object' && data !== null && 'stage' in data && isStage(data.stage)
    ? String(data.stage)
    : undefined

export const stageKeyboardCoordinates = columnKeyboardCoordinates({
  isColumn: isStage,
  columnOf: stageData,
})
