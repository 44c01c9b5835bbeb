import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import { getEventCoordinates } from '@dnd-kit/utilities'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMoveTask } from '../api/kanban.queries'
import type { Board, Task } from '../kanban.schema'
import { AddBoardColumn } from './AddBoardColumn'
import { BoardColumn } from './BoardColumn'
import { kanbanAnnouncements, kanbanInstructions } from './kanban-announcements'
import { kanbanCollisions, kanbanKeyboardCoordinates, placeTask } from './kanban-dnd'
import { arrange, groupByBoard, moveFor, type Columns } from './kanban-move'
import { TaskCardView } from './TaskCardView'
import classes from './KanbanPage.module.css'

interface KanbanBoardProps {
  boards: Board[]
  tasks: Task[]
  onOpen: (taskId: number) => void
}

/** Where the pointer is now (mouse or touch); null for the keyboard. */
function pointerY({ activatorEvent, delta }: DragMoveEvent): number | null {
  if (!activatorEvent || activatorEvent instanceof KeyboardEvent) return null
  const start = getEventCoordinates(activatorEvent)
  return start ? start.y + delta.y : null
}

/** The boards side by side, with tasks dragged within and across them (mouse, touch, keys). */
export function KanbanBoard({ boards, tasks, onOpen }: KanbanBoardProps) {
  const { t } = useTranslation('kanban')
  const saved = useMemo(() => groupByBoard(boards, tasks), [boards, tasks])
  const [dragging, setDragging] = useState<Columns | null>(null)
  const [activeId, setActiveId] = useState<number | null>(null)
  const columns = dragging ?? saved
  const lastDrop = useRef(0)
  const move = useMoveTask()

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: kanbanKeyboardCoordinates }),
  )

  const accessibility = useMemo(
    () => ({
      announcements: kanbanAnnouncements(t, { boards, tasks, columns }),
      screenReaderInstructions: kanbanInstructions(t),
    }),
    [t, boards, tasks, columns],
  )

  const onDragStart = ({ active }: DragStartEvent) => {
    if (typeof active.id !== 'number') return
    setActiveId(active.id)
    setDragging(saved)
  }

  // The order changes live as the card moves, so the board makes room where it will land.
  const onDragMove = (event: DragMoveEvent) => {
    const { active, over } = event
    if (!over || typeof active.id !== 'number') return
    const taskId = active.id
    const y = pointerY(event)
    setDragging((current) => placeTask(current ?? saved, taskId, over, y))
  }

  const finish = () => {
    setDragging(null)
    setActiveId(null)
    lastDrop.current = Date.now()
  }

  const onDragEnd = () => {
    const final = dragging ?? saved
    const taskId = activeId
    finish()
    if (taskId === null) return
    const change = moveFor(taskId, saved, final)
    if (change) move.mutate({ ...change, optimistic: arrange(boards, tasks, final) })
  }

  const open = (taskId: number) => {
    // The click that ends a mouse drag is not a request to open the task.
    if (Date.now() - lastDrop.current > 150) onOpen(taskId)
  }

  const byId = new Map(tasks.map((task) => [task.id, task]))
  const active = activeId === null ? undefined : byId.get(activeId)

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={kanbanCollisions}
      // Cards change boards mid-drag: measure drop targets continuously, not once.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
    >
      <div className={classes.boards}>
        {boards.map((board) => (
          <BoardColumn
            key={board.id}
            board={board}
            tasks={(columns[board.id] ?? []).flatMap((id) => byId.get(id) ?? [])}
            onOpen={open}
          />
        ))}
        <AddBoardColumn boards={boards} />
      </div>
      <DragOverlay>
        {active ? (
          <div className={`${classes.card} ${classes.overlay}`}>
            <TaskCardView task={active} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  )
}
