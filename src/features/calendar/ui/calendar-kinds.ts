/** The colour of each kind: a solid fill and a text colour that reaches WCAG AA (4.5:1) on it. */
import { CALENDAR_KINDS, type CalendarKind } from '../calendar.schema'

export interface KindColour {
  /** Fill of the event and of the filter checkbox. */
  color: string
  /** Text on that fill. */
  contrast: string
}

export const KIND_COLOURS: Record<CalendarKind, KindColour> = {
  // Brand shade 7 (#6356EC): 5.2:1 with white.
  Business: { color: 'var(--mantine-primary-color-filled)', contrast: '#ffffff' },
  Holiday: { color: '#277c38', contrast: '#ffffff' },
  Personal: { color: '#c92a2a', contrast: '#ffffff' },
  // Yellow is light: dark text (9.6:1).
  Family: { color: '#fcc419', contrast: '#212529' },
  ETC: { color: '#0b7285', contrast: '#ffffff' },
}

export const ALL_KINDS: readonly CalendarKind[] = CALENDAR_KINDS
