import { ActionIcon } from '@mantine/core'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { IconGripVertical } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import classes from './DragAndDrop.module.css'

interface SortableItemProps {
  id: string
  /** The handle's name: "Move <what>". */
  handleLabel: string
  /** What the drop logic needs to know of the item (its stage). */
  data?: Record<string, unknown>
  children: ReactNode
}

/**
 * A sortable item. The mouse and a finger drag it from anywhere; the keyboard drags it from its
 * handle (Space to pick up, arrows to move, Space to drop, Escape to cancel), the element dnd-kit
 * announces and listens on.
 */
export function SortableItem({ id, handleLabel, data, children }: SortableItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, data })
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      data-dragging={isDragging || undefined}
      data-item-id={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...listeners}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        className={classes.handle}
        {...attributes}
        aria-label={handleLabel}
      >
        <IconGripVertical size={18} aria-hidden />
      </ActionIcon>
      <div className={classes.itemBody}>{children}</div>
    </li>
  )
}
