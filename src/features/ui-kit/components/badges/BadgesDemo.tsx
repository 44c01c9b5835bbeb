import {
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  type BadgeProps,
} from '@mantine/core'
import {
  IconAlertTriangle,
  IconClockHour4,
  IconFileCheck,
  IconInbox,
  IconShieldCheck,
  IconStar,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'

const VARIANTS: readonly NonNullable<BadgeProps['variant']>[] = [
  'filled',
  'light',
  'outline',
  'dot',
  'default',
  'transparent',
  'white',
  'gradient',
]
/**
 * A policy's states and the colour each always takes; `filled` is the shade under white letters
 * that keeps 4.5:1 (yellow keeps its own and takes dark letters instead).
 */
const STATUSES = [
  { id: 'active', color: 'teal', filled: 'teal.9' },
  { id: 'pending', color: 'yellow', filled: 'yellow' },
  { id: 'lapsed', color: 'red', filled: 'red.8' },
  { id: 'quote', color: 'blue', filled: 'blue.8' },
  { id: 'renewal', color: 'brand', filled: 'brand' },
  { id: 'cancelled', color: 'gray', filled: 'gray.7' },
] as const
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const
const POLICIES = [
  { number: 'HG-2024-0183', client: 'Lucía Fernández', status: 'active' },
  { number: 'AU-2023-0417', client: 'Javier Vega', status: 'lapsed' },
  { number: 'VI-2025-0032', client: 'Camila Rojas', status: 'pending' },
] as const

const colorOf = (status: string) => STATUSES.find((item) => item.id === status)?.color ?? 'gray'

/** Badges: the looks, a policy's states in colour, sizes, icons, and dots in a table. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/components-badges', {
    keyPrefix: 'uiKit.components-badges',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('variants.title')} description={k('variants.description')}>
        <Group gap="sm">
          {VARIANTS.map((variant) => (
            <Badge
              key={variant}
              variant={variant}
              gradient={{ from: 'brand.8', to: 'grape.9', deg: 90 }}
            >
              {k(`variants.names.${variant}`)}
            </Badge>
          ))}
        </Group>
      </DemoSection>
      <DemoSection title={k('colors.title')} description={k('colors.description')}>
        <Stack gap="sm">
          {(['light', 'filled'] as const).map((variant) => (
            <Group key={variant} gap="sm">
              {STATUSES.map((status) => (
                <Badge
                  key={status.id}
                  color={variant === 'filled' ? status.filled : status.color}
                  variant={variant}
                  autoContrast={variant === 'filled'}
                >
                  {k(`status.${status.id}`)}
                </Badge>
              ))}
            </Group>
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={k('sizes.title')} description={k('sizes.description')}>
        <Group gap="sm" align="center">
          {SIZES.map((size) => (
            <Badge key={size} size={size} variant="light">
              {k('sizes.sample')} {size}
            </Badge>
          ))}
        </Group>
      </DemoSection>
      <DemoSection title={k('icons.title')} description={k('icons.description')}>
        <Stack gap="md">
          <Group gap="sm">
            <Badge color="teal.9" leftSection={<IconShieldCheck size={14} aria-hidden />}>
              {k('icons.insured')}
            </Badge>
            <Badge
              color="orange"
              variant="light"
              leftSection={<IconClockHour4 size={14} aria-hidden />}
            >
              {k('icons.due')}
            </Badge>
            <Badge
              color="red"
              variant="light"
              leftSection={<IconAlertTriangle size={14} aria-hidden />}
            >
              {k('icons.fraud')}
            </Badge>
            <Badge variant="light" rightSection={<IconStar size={14} aria-hidden />}>
              {k('icons.vip')}
            </Badge>
          </Group>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconInbox size={16} aria-hidden />}
              rightSection={
                <Badge size="sm" circle color="red.8">
                  4
                </Badge>
              }
            >
              {k('icons.claims')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileCheck size={16} aria-hidden />}
              rightSection={
                <Badge size="sm" variant="light">
                  12
                </Badge>
              }
            >
              {k('icons.quotes')}
            </Button>
          </Group>
        </Stack>
      </DemoSection>
      <DemoSection title={k('dot.title')} description={k('dot.description')}>
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{k('dot.policy')}</Table.Th>
                <Table.Th>{k('dot.client')}</Table.Th>
                <Table.Th>{k('dot.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {POLICIES.map((policy) => (
                <Table.Tr key={policy.number}>
                  <Table.Td>
                    <Text fz="sm" ff="monospace">
                      {policy.number}
                    </Text>
                  </Table.Td>
                  <Table.Td>{policy.client}</Table.Td>
                  <Table.Td>
                    <Badge variant="dot" color={colorOf(policy.status)}>
                      {k(`status.${policy.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </DemoSection>
    </SimpleGrid>
  )
}
