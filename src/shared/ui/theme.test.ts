/**
 * The theme's light-variant text (badges, light buttons, alerts, light action icons) reads at
 * WCAG AA on its tinted background and on the darker one under the pointer, in both schemes. The
 * screen sweep's axe never hovers, so this is where the hover state is held to it.
 */
import { darken, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { contrast } from '@/features/ui-kit/elements/colors/palette'
import { cssVariablesResolver, theme } from './theme'

const full = mergeMantineTheme(DEFAULT_THEME, theme)
const variables = cssVariablesResolver(full)

/** `#rrggbb` from a palette hex, a `var(--mantine-color-<c>-<n>)` or Mantine's `rgba(...)`. */
function hex(value: string): string {
  const shade = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value)
  if (shade) return hex(full.colors[shade[1]!]![Number(shade[2])]!)
  const channels = /^rgba?\(([^)]+)\)$/.exec(value)
  if (!channels) return value
  return `#${channels[1]!
    .split(',')
    .slice(0, 3)
    .map((channel) => Math.round(Number(channel)).toString(16).padStart(2, '0'))
    .join('')}`
}

const colors = Object.keys(full.colors)
const lightColor = (scheme: 'light' | 'dark', color: string) =>
  hex(variables[scheme][`--mantine-color-${color}-light-color`] ?? '')

describe('light-variant text', () => {
  it.each(colors)('%s reads at AA on its tint and under the pointer, light scheme', (color) => {
    const shades = full.colors[color]!
    const text = lightColor('light', color)
    // Mantine 9's light scheme: the tint is shade 1, the hover shade 2.
    expect(contrast(text, shades[1])).toBeGreaterThanOrEqual(4.5)
    expect(contrast(text, shades[2])).toBeGreaterThanOrEqual(4.5)
  })

  it.each(colors)('%s reads at AA on its tint and under the pointer, dark scheme', (color) => {
    const shades = full.colors[color]!
    const text = lightColor('dark', color)
    // Mantine 9's dark scheme: shade 9 darkened by 50 % for the tint, by 30 % on hover.
    expect(contrast(text, hex(darken(shades[9], 0.5)))).toBeGreaterThanOrEqual(4.5)
    expect(contrast(text, hex(darken(shades[9], 0.3)))).toBeGreaterThanOrEqual(4.5)
  })
})
