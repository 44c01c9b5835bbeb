import { createTheme, type MantineColorsTuple } from '@mantine/core'

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
  // Shade 6 is #7367F0; Mantine's default shade keeps the status colours (red, green) strong.
  primaryShade: { light: 6, dark: 6 },
  colors: { brand },
  fontFamily: "'Public Sans Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Public Sans Variable', system-ui, sans-serif", fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { shadow: 'sm', radius: 'md', withBorder: false } },
    Paper: { defaultProps: { radius: 'md' } },
  },
})
