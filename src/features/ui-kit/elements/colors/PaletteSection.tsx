import {
  Code,
  Group,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { copyWithToast } from '../../ui/copy-with-toast'
import { PALETTE_ORDER, readableOn, type PaletteColor } from './palette'

/** One shade: its number and hex on the colour itself; a click or Enter copies the hex. */
function Swatch({ color, shade, hex }: { color: PaletteColor; shade: number; hex: string }) {
  const { t: k } = useTranslation('ui-kit/elements-colors', { keyPrefix: 'uiKit.elements-colors' })
  const value = hex.toUpperCase()
  const name = k(`names.${color}`)
  const copy = () =>
    void copyWithToast(value, {
      copied: k('copied', { value }),
      detail: k('copiedDetail', { name, shade }),
      failed: k('copyFailed'),
    })
  return (
    <UnstyledButton
      onClick={copy}
      bg={hex}
      c={readableOn(hex)}
      h={56}
      px={8}
      py={6}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      data-hex={value}
      aria-label={k('swatch', { name, shade, value })}
    >
      <Text fz="xs" fw={700} c="inherit" lh={1.2} aria-hidden>
        {shade}
      </Text>
      {/* Left to right in a right-to-left page too: "#E4E1FC", never "E4E1FC#". */}
      <Text fz={11} c="inherit" ff="monospace" lh={1.2} aria-hidden>
        <bdi dir="ltr">{value}</bdi>
      </Text>
    </UnstyledButton>
  )
}

/** Every colour of the theme with its ten shades, the product's primary first. */
export function PaletteSection() {
  const { t } = useTranslation('ui-kit/elements-colors')
  const theme = useMantineTheme()
  return (
    <Stack gap="md">
      {PALETTE_ORDER.map((color) => (
        <Stack key={color} gap={6} data-color={color}>
          <Group gap="xs">
            <Text fw={600} fz="sm">
              {t(`uiKit.elements-colors.names.${color}`)}
            </Text>
            <Code>{color}</Code>
          </Group>
          <SimpleGrid cols={{ base: 5, sm: 10 }} spacing={6} verticalSpacing={6}>
            {(theme.colors[color] ?? []).map((hex, shade) => (
              <Swatch key={shade} color={color} shade={shade} hex={hex} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  )
}
