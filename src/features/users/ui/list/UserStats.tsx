import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core'
import {
  IconUserCheck,
  IconUserExclamation,
  IconUserOff,
  IconUsers,
  type Icon,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useUserCount } from '../../api/users.queries'
import type { UserStatus } from '../../users.schema'

const CARDS: { id: 'total' | UserStatus; icon: Icon; color: string }[] = [
  { id: 'total', icon: IconUsers, color: 'brand' },
  { id: 'active', icon: IconUserCheck, color: 'green' },
  { id: 'pending', icon: IconUserExclamation, color: 'yellow' },
  { id: 'inactive', icon: IconUserOff, color: 'gray' },
]

/** Totals by status, from the API; they follow every add, delete and suspension. */
export function UserStats() {
  const { t } = useTranslation('users')
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      component="section"
      aria-label={t('users.stats.label')}
    >
      {CARDS.map((card) => (
        <StatCard key={card.id} {...card} label={t(`users.stats.${card.id}`)} />
      ))}
    </SimpleGrid>
  )
}

function StatCard({
  id,
  icon: StatIcon,
  color,
  label,
}: (typeof CARDS)[number] & { label: string }) {
  const count = useUserCount(id === 'total' ? undefined : id)
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`user-stat-${id}`}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {count.data === undefined ? (
            <Skeleton h={30} w={48} mt={4} />
          ) : (
            <Text fz={26} fw={600} data-testid="stat-value" aria-live="polite">
              {count.data}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
          <StatIcon size={24} />
        </ThemeIcon>
      </Group>
    </Card>
  )
}
