import { closestCenter, DndContext, type Announcements, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { Badge, Group, Text } from '@mantine/core'
import { IconPhone } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { CALLS } from './dnd-demo.data'
import { useDndDemo } from './dnd-demo.store'
import { reorder } from './dnd-order'
import { dragInstructions, useDemoSensors } from './dnd-sensors'
import { SortableItem } from './SortableItem'
import classes from './DragAndDrop.module.css'

const byId = new Map(CALLS.map((call) => [call.id, call]))

/** Today's calls, put in the order the broker will make them. */
export function CallList() {
  const { t } = useTranslation('ui-kit/extensions-drag-and-drop')
  const { t: k } = useTranslation('ui-kit/extensions-drag-and-drop', {
    keyPrefix: 'uiKit.extensions-drag-and-drop',
  })
  const calls = useDndDemo((state) => state.calls)
  const setCalls = useDndDemo((state) => state.setCalls)
  const sensors = useDemoSensors()
  const list = k('calls.title')

  const name = (id: unknown) => byId.get(String(id))?.client ?? ''
  const at = (id: unknown) => ({
    list,
    position: calls.indexOf(String(id)) + 1,
    total: calls.length,
  })
  const announcements: Announcements = {
    onDragStart: ({ active }) => k('drag.start', { name: name(active.id), ...at(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? k('drag.over', { name: name(active.id), ...at(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? k('drag.end', { name: name(active.id), ...at(over.id) })
        : k('drag.cancel', { name: name(active.id) }),
    onDragCancel: ({ active }) => k('drag.cancel', { name: name(active.id) }),
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) setCalls(reorder(calls, String(active.id), String(over.id)))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: dragInstructions(t) }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={calls} strategy={verticalListSortingStrategy}>
        <ol className={classes.list} aria-label={list} data-testid="call-list">
          {calls.map((id, index) => {
            const call = byId.get(id)
            if (!call) return null
            return (
              <SortableItem key={id} id={id} handleLabel={k('calls.move', { name: call.client })}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600} fz="sm">
                      {index + 1}. <span data-item-title>{call.client}</span>
                    </Text>
                    <Group gap={6} c="dimmed" fz="xs" wrap="nowrap">
                      <IconPhone size={14} aria-hidden />
                      <Text fz="xs" c="dimmed" dir="ltr">
                        {call.phone}
                      </Text>
                    </Group>
                  </div>
                  <Badge variant="light" color="brand" style={{ flex: 'none' }}>
                    {k(`calls.reasons.${call.reason}`)}
                  </Badge>
                </Group>
              </SortableItem>
            )
          })}
        </ol>
      </SortableContext>
    </DndContext>
  )
}
