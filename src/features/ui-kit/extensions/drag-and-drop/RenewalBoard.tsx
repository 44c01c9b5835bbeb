import {
  closestCorners,
  DndContext,
  DragOverlay,
  MeasuringStrategy,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import { SimpleGrid } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RENEWALS, STAGES, type Stages } from './dnd-demo.data'
import { useDndDemo } from './dnd-demo.store'
import { dropCard, moveAcross, placeOver } from './dnd-order'
import { dragInstructions, useDemoSensors } from './dnd-sensors'
import { RenewalCardView } from './RenewalCardView'
import { stageKeyboardCoordinates } from './stage-keyboard'
import { StageColumn } from './StageColumn'
import classes from './DragAndDrop.module.css'

const byId = new Map(RENEWALS.map((card) => [card.id, card]))

/**
 * Renewals moved between stages. While a card is dragged it changes stage on the page only (a
 * draft); the drop saves the draft, Escape throws it away.
 */
export function RenewalBoard() {
  const { t } = useTranslation('ui-kit/extensions-drag-and-drop')
  const { t: k } = useTranslation('ui-kit/extensions-drag-and-drop', {
    keyPrefix: 'uiKit.extensions-drag-and-drop',
  })
  const saved = useDndDemo((state) => state.stages)
  const setStages = useDndDemo((state) => state.setStages)
  const [draft, setDraft] = useState<Stages | null>(null)
  const [activeId, setActiveId] = useState<string | null>(null)
  const stages = draft ?? saved
  const sensors = useDemoSensors(stageKeyboardCoordinates)

  const name = (id: unknown) => {
    const card = byId.get(String(id))
    return card ? `${card.policy} (${card.client})` : ''
  }
  const at = (activeId: unknown, overId: unknown) => {
    const place = placeOver(stages, String(activeId), String(overId))
    return place && { ...place, list: k(`stages.${place.stage}`) }
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      k('drag.start', { name: name(active.id), ...at(active.id, active.id) }),
    onDragOver: ({ active, over }) =>
      over ? k('drag.over', { name: name(active.id), ...at(active.id, over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? k('drag.end', { name: name(active.id), ...at(active.id, over.id) })
        : k('drag.cancel', { name: name(active.id) }),
    onDragCancel: ({ active }) => k('drag.cancel', { name: name(active.id) }),
  }

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id))
    setDraft(saved)
  }
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (over)
      setDraft((current) => moveAcross(current ?? saved, String(active.id), String(over.id)))
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setStages(dropCard(stages, String(active.id), over ? String(over.id) : null))
    setDraft(null)
    setActiveId(null)
  }
  const onDragCancel = () => {
    setDraft(null)
    setActiveId(null)
  }

  const active = activeId ? byId.get(activeId) : undefined
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      // Cards change stage mid-drag: measure the drop targets continuously, not once.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: dragInstructions(t) }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="renewal-board">
        {STAGES.map((stage) => (
          <StageColumn key={stage} stage={stage} cards={stages[stage]} />
        ))}
      </SimpleGrid>
      <DragOverlay>
        {active ? (
          <div className={`${classes.item} ${classes.overlay}`}>
            <RenewalCardView card={active} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  )
}
