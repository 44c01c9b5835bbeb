import { Box, ScrollArea, useDirection } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface CellProps {
  'data-index': number
  /** One cell in the tab order (roving focus): the arrow keys move between the others. */
  tabIndex: 0 | -1
  onFocus: () => void
}

interface WindowedGridProps {
  count: number
  /** The narrowest a cell may be: the columns are as many as fit. */
  minCellWidth: number
  cellHeight: number
  /** The scrolling window's greatest height, in pixels. */
  height: number
  label: string
  describedBy?: string
  renderCell: (index: number, props: CellProps) => ReactNode
}

/** Rows drawn above and below the visible ones, so a fast scroll shows no gap. */
const OVERSCAN = 3

/**
 * A grid that draws only the rows in view (and the focused one): thousands of cells scroll
 * smoothly. One cell is in the tab order; the arrow keys, Home, End and Page Up/Down move focus,
 * scrolling it into view. Remount it (a `key`) to start again at the top.
 */
export function WindowedGrid(props: WindowedGridProps) {
  const { count, minCellWidth, cellHeight } = props
  const { dir } = useDirection()
  const viewport = useRef<HTMLDivElement>(null)
  const { ref: measure, width } = useElementSize()
  const [scrollTop, setScrollTop] = useState(0)
  const [active, setActive] = useState(0)
  const focusPending = useRef(false)

  const columns = Math.max(1, Math.floor(width / minCellWidth))
  const rows = Math.ceil(count / columns)
  // No taller than its rows: a short list of matches leaves no blank window under it.
  const height = Math.min(props.height, rows * cellHeight)
  const visibleRows = Math.max(1, Math.floor(height / cellHeight))
  const first = Math.max(0, Math.floor(scrollTop / cellHeight) - OVERSCAN)
  const last = Math.min(rows, Math.ceil((scrollTop + height) / cellHeight) + OVERSCAN)
  const activeRow = Math.floor(active / columns)
  const drawn = Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i)
  if (active < count && (activeRow < first || activeRow >= last)) drawn.push(activeRow)

  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    viewport.current
      ?.querySelector<HTMLElement>(`[data-index="${active}"]`)
      ?.focus({ preventScroll: true })
  }, [active])

  const moveTo = (index: number) => {
    const next = Math.min(count - 1, Math.max(0, index))
    const top = Math.floor(next / columns) * cellHeight
    const view = viewport.current
    if (view && top < view.scrollTop) view.scrollTop = top
    else if (view && top + cellHeight > view.scrollTop + height)
      view.scrollTop = top + cellHeight - height
    focusPending.current = true
    setActive(next)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    const steps: Record<string, number> = {
      [forward]: 1,
      [backward]: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      PageDown: columns * visibleRows,
      PageUp: -columns * visibleRows,
      Home: -count,
      End: count,
    }
    const step = steps[event.key]
    if (step === undefined) return
    event.preventDefault()
    moveTo(active + step)
  }

  return (
    <ScrollArea
      h={height}
      type="auto"
      viewportRef={viewport}
      onScrollPositionChange={({ y }) => setScrollTop(y)}
    >
      <Box
        ref={measure}
        role="group"
        aria-label={props.label}
        aria-describedby={props.describedBy}
        onKeyDown={onKeyDown}
        pos="relative"
        h={rows * cellHeight}
      >
        {drawn.map((row) => (
          <Box
            key={row}
            pos="absolute"
            top={row * cellHeight}
            left={0}
            right={0}
            h={cellHeight}
            style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {Array.from({ length: Math.min(columns, count - row * columns) }, (_, column) => {
              const index = row * columns + column
              return props.renderCell(index, {
                'data-index': index,
                tabIndex: index === active ? 0 : -1,
                onFocus: () => setActive(index),
              })
            })}
          </Box>
        ))}
      </Box>
    </ScrollArea>
  )
}
