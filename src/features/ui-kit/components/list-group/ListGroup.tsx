import { Box, Paper, UnstyledButton, type MantineColor } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './ListGroup.module.css'

interface ListGroupProps {
  children: ReactNode
  /** No outer border or radius: for a list inside a card that already frames it. */
  flush?: boolean
  label?: string
}

/** A bordered list whose rows are divided by a line: a `ul` with `li` rows. */
export function ListGroup({ children, flush = false, label }: ListGroupProps) {
  return (
    <Paper
      component="ul"
      withBorder={!flush}
      radius={flush ? 0 : 'md'}
      bg={flush ? 'transparent' : undefined}
      className={classes.list}
      aria-label={label}
    >
      {children}
    </Paper>
  )
}

interface ListGroupItemProps {
  children: ReactNode
  /** A row in a state's colour (its light background and AA text). */
  color?: MantineColor
  /** Makes the row a button; `active` marks the chosen one. */
  onClick?: () => void
  active?: boolean
  disabled?: boolean
}

/** One row: plain, coloured, or a button that can be the active one (aria-current). */
export function ListGroupItem({ children, color, onClick, active, disabled }: ListGroupItemProps) {
  const style = color
    ? {
        background: `var(--mantine-color-${color}-light)`,
        color: `var(--mantine-color-${color}-light-color)`,
      }
    : undefined
  return (
    <Box component="li" className={classes.item} style={style}>
      {onClick ? (
        <UnstyledButton
          className={classes.button}
          onClick={onClick}
          disabled={disabled}
          aria-current={active || undefined}
          data-active={active || undefined}
        >
          {children}
        </UnstyledButton>
      ) : (
        <div className={classes.content}>{children}</div>
      )}
    </Box>
  )
}
