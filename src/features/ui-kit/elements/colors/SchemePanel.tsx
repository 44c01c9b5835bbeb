import {
  Badge,
  Box,
  defaultCssVariablesResolver,
  Group,
  Stack,
  Text,
  useMantineTheme,
  type CssVariables,
  type MantineTheme,
} from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { cssVariablesResolver } from '@/shared/ui/theme'
import { outlineColor, SEMANTIC } from './palette'

type Scheme = 'light' | 'dark'

/**
 * The colour scheme's variables (Mantine's and the theme's AA overrides) set on the panel itself,
 * so both schemes show side by side whatever the app's skin: components inside read them.
 */
function schemeVariables(theme: MantineTheme, scheme: Scheme): CssVariables {
  return {
    ...defaultCssVariablesResolver(theme)[scheme],
    ...cssVariablesResolver(theme)[scheme],
  }
}

/** The semantic colours as filled, light and outline badges, in one colour scheme. */
export function SchemePanel({ scheme }: { scheme: Scheme }) {
  const theme = useMantineTheme()
  const { t: k } = useTranslation('ui-kit/elements-colors', { keyPrefix: 'uiKit.elements-colors' })
  const variables = useMemo(() => schemeVariables(theme, scheme), [theme, scheme])
  return (
    <Box
      component="figure"
      m={0}
      p="md"
      __vars={variables}
      style={{
        background: 'var(--mantine-color-body)',
        color: 'var(--mantine-color-text)',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
      data-scheme={scheme}
    >
      <Text component="figcaption" fw={600} fz="sm" mb="sm">
        {k(`semantic.schemes.${scheme}`)}
      </Text>
      <Stack gap="sm">
        {SEMANTIC.map((semantic) => (
          <Group key={semantic.key} gap="xs" justify="space-between" wrap="wrap">
            <Group gap={6} miw={130}>
              <Text fz="sm" fw={500}>
                {k(`semantic.names.${semantic.key}`)}
              </Text>
              {/* Not Code: its background follows the app's scheme, not this panel's. */}
              <Text fz="xs" ff="monospace" c="dimmed">
                {semantic.color}
              </Text>
            </Group>
            <Group gap={6}>
              <Badge
                size="lg"
                variant="filled"
                color={semantic.filled}
                autoContrast={semantic.autoContrast}
              >
                {k('semantic.variants.filled')}
              </Badge>
              <Badge size="lg" variant="light" color={semantic.color}>
                {k('semantic.variants.light')}
              </Badge>
              <Badge size="lg" variant="outline" color={outlineColor(semantic.color)}>
                {k('semantic.variants.outline')}
              </Badge>
            </Group>
          </Group>
        ))}
      </Stack>
    </Box>
  )
}
