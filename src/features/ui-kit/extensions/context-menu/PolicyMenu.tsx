import { UnstyledButton } from '@mantine/core'
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import classes from './PolicyMenu.module.css'

export interface MenuAction {
  key: string
  label: string
  icon: ReactNode
  onClick: () => void
  disabled?: boolean
  danger?: boolean
  /** A line above it, setting it apart (the destructive action). */
  dividerBefore?: boolean
}

interface Props {
  label: string
  actions: readonly MenuAction[]
  close: () => void
  /** The row or button that opened it: focus goes back there when it closes. */
  trigger: HTMLElement
}

/**
 * The menu's content as an ARIA menu: its first item takes focus, the arrow keys, Home and End
 * move between items, Escape (the provider's) and Tab close it, and focus returns to the row.
 */
export function PolicyMenu({ label, actions, close, trigger }: Props) {
  const menu = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The provider keeps the menu hidden (visibility) until it has measured and placed it, and a
    // hidden item cannot take focus: try again each frame until it does.
    let frame = 0
    let tries = 0
    const focusFirst = () => {
      const first = menu.current?.querySelector<HTMLElement>('[role="menuitem"]:not(:disabled)')
      first?.focus()
      if (first && document.activeElement !== first && tries++ < 30)
        frame = requestAnimationFrame(focusFirst)
    }
    focusFirst()
    return () => {
      cancelAnimationFrame(frame)
      if (trigger.isConnected) trigger.focus()
    }
  }, [trigger])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      event.preventDefault()
      close()
      return
    }
    const items = [
      ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []),
    ]
    const at = items.findIndex((item) => item === document.activeElement)
    const next: Record<string, number> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }
    if (next[event.key] === undefined) return
    event.preventDefault()
    items[next[event.key]!]?.focus()
  }

  return (
    <div ref={menu} role="menu" aria-label={label} className={classes.menu} onKeyDown={onKeyDown}>
      {actions.map((action) => (
        <div key={action.key} role="none">
          {action.dividerBefore && <div role="separator" className={classes.divider} />}
          <UnstyledButton
            role="menuitem"
            className={classes.item}
            data-danger={action.danger || undefined}
            disabled={action.disabled}
            onClick={() => {
              close()
              action.onClick()
            }}
          >
            {action.icon}
            {action.label}
          </UnstyledButton>
        </div>
      ))}
    </div>
  )
}
