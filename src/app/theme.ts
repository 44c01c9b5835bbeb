import { createTheme, type MantineColorsTuple } from '@mantine/core'

/** A violet close to #7367F0, the primary colour admin-template users know. */
const brand: MantineColorsTuple = [
  '#f0eefe',
  '#dcd8fb',
  '#b6aff5',
  '#8f84f0',
  '#7367f0',
  '#6356ec',
  '#5a4bea',
  '#4a3dd1',
  '#4035bb',
  '#342ca5',
]

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 4, dark: 4 },
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
