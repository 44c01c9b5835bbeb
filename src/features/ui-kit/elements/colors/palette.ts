/**
 * What the colours page shows: the theme's colours in order (the primary violet first, then
 * Mantine's palette), a readable text colour for each swatch, and the semantic colours with the
 * shades that keep their text at WCAG AA.
 */
import type { MantineColor } from '@mantine/core'

/** Mantine's palette in its own order, after the product's primary. */
export const PALETTE_ORDER = [
  'brand',
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const
export type PaletteColor = (typeof PALETTE_ORDER)[number]

/** One channel of `#rrggbb` (its two digits from `start`), linearised. */
function channelAt(hex: string, start: number): number {
  const channel = parseInt(hex.slice(start, start + 2), 16) / 255
  return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
}

function luminance(hex: string): number {
  return 0.2126 * channelAt(hex, 1) + 0.7152 * channelAt(hex, 3) + 0.0722 * channelAt(hex, 5)
}

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)]
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
}

/** Black or white, whichever reads better on `hex` (always at least 4.5:1). */
export const readableOn = (hex: string): '#000000' | '#ffffff' =>
  contrast(hex, '#000000') >= contrast(hex, '#ffffff') ? '#000000' : '#ffffff'

export const SEMANTIC_KEYS = ['primary', 'success', 'warning', 'danger', 'info'] as const
export type SemanticKey = (typeof SEMANTIC_KEYS)[number]

export interface SemanticColor {
  key: SemanticKey
  /** The theme colour: light variants use it (the theme darkens their text to AA). */
  color: PaletteColor
  /** The filled variant's shade: white text at 4.5:1 or more, or dark text when `autoContrast`. */
  filled: MantineColor
  autoContrast?: boolean
}

export const SEMANTIC: readonly SemanticColor[] = [
  { key: 'primary', color: 'brand', filled: 'brand' },
  { key: 'success', color: 'teal', filled: 'teal.9' },
  { key: 'warning', color: 'orange', filled: 'orange.6', autoContrast: true },
  { key: 'danger', color: 'red', filled: 'red.8' },
  { key: 'info', color: 'cyan', filled: 'cyan.9' },
]

/**
 * The outline variant's colour: the theme's AA text colour for the light variant, which follows
 * the colour scheme (Mantine's outline uses shade 7, under 4.5:1 on white for most colours).
 */
export const outlineColor = (color: PaletteColor) => `var(--mantine-color-${color}-light-color)`
