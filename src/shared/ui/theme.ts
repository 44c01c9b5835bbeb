import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

/** A violet close to #7367F0, the primary colour admin-template users know. */
const brand: MantineColorsTuple = [
  '#f3f2fe',
  '#e4e1fc',
  '#c8c2f9',
  '#aba3f6',
  '#9489f3',
  '#8277f1',
  '#7367f0',
  '#6356ec',
  '#5347d6',
  '#4438b9',
]

export const theme = createTheme({
  primaryColor: 'brand',
  // Filled buttons use shade 7 (#6356EC, 5.2:1 with white text, WCAG AA); #7367F0 is shade 6.
  primaryShade: { light: 7, dark: 7 },
  colors: { brand },
  fontFamily: "'Public Sans Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Public Sans Variable', system-ui, sans-serif", fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { shadow: 'sm', radius: 'md', withBorder: false } },
    Paper: { defaultProps: { radius: 'md' } },
    // Mantine draws toast descriptions in gray 6 (3.3:1); dimmed meets AA in both schemes.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
})

/**
 * Light-variant text (badges, light buttons, alerts) darkened until it reaches 4.6:1 on its tinted
 * background and on the darker one under the pointer (Mantine 9 draws them with shades 1 and 2);
 * Mantine's default (shade 9 in light, 0 in dark) and our first choice of shade 6 fell short of
 * WCAG AA on hover.
 */
const lightVariantText: Record<string, string> = {
  dark: '#141414',
  gray: '#212529',
  red: '#af2525',
  pink: '#a61e4d',
  grape: '#862e9c',
  violet: '#5939b8',
  indigo: '#3249b7',
  blue: '#165b9c',
  cyan: '#0a697a',
  teal: '#076f4f',
  green: '#247234',
  lime: '#49740a',
  yellow: '#a25400',
  orange: '#ad390c',
  brand: '#493ebc',
}

/**
 * The dark scheme's light-variant text: shade 3, or 2 where shade 3 falls under 4.6:1 on the hover
 * background (Mantine darkens shade 9 by 30 % for it).
 */
const darkVariantShade: Record<string, number> = { dark: 2, violet: 2, indigo: 2, yellow: 2 }

const perColor = (value: (color: string, text: string) => string) =>
  Object.fromEntries(
    Object.entries(lightVariantText).map(([color, text]) => [
      `--mantine-color-${color}-light-color`,
      value(color, text),
    ]),
  )

/**
 * Text colours that meet WCAG AA (4.5:1) on this theme's surfaces: Mantine's defaults for
 * dimmed text (gray 6), for links and light-variant text (shade 6) and for a field's error
 * text fall short.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...perColor((_color, text) => text),
    '--mantine-color-dimmed': '#6d6b77',
    '--mantine-color-placeholder': '#6d6b77',
    '--mantine-color-anchor': brand[8],
    '--mantine-color-brand-text': brand[8],
    // A field's error text: Mantine's red 6 is 3.9:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {
    ...perColor((color) => `var(--mantine-color-${color}-${darkVariantShade[color] ?? 3})`),
    '--mantine-color-dimmed': '#a0a0a0',
    '--mantine-color-placeholder': '#a0a0a0',
    '--mantine-color-anchor': brand[3],
    '--mantine-color-brand-text': brand[3],
    // Mantine's red 8 is under 4.5:1 on the dark surfaces.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
})
