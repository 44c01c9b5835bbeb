import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import type { TFunction } from 'i18next'

/**
 * Mouse, touch and keyboard, as the kanban app drags: a few pixels before a mouse drag starts
 * (so a click stays a click), a press-and-hold on touch (so the page still scrolls).
 */
export function useDemoSensors(
  coordinateGetter: KeyboardCoordinateGetter = sortableKeyboardCoordinates,
) {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  )
}

export const dragInstructions = (t: TFunction): ScreenReaderInstructions => ({
  draggable: t('uiKit.extensions-drag-and-drop.drag.instructions'),
})
