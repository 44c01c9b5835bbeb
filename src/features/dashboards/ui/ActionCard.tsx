import { ActionIcon, Card, Collapse, Group, LoadingOverlay, Text, Title } from '@mantine/core'
import { IconChevronDown, IconRefresh, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStatisticsCard } from '../api/dashboards.queries'
import type { StatisticsCardName } from '../dashboards.schema'
import { formatCount, formatMoney } from './format'

interface ActionCardProps {
  name: StatisticsCardName
  onClose: () => void
}

/** A card that collapses, refreshes its figures from the API (with a loader) and closes. */
export function ActionCard({ name, onClose }: ActionCardProps) {
  const { t, i18n } = useTranslation('dashboards')
  const [open, setOpen] = useState(true)
  const query = useStatisticsCard(name)
  const title = t(`dash.stat.${name}`)
  const bodyId = `action-${name}-body`
  return (
    <Card
      padding="lg"
      pos="relative"
      data-testid={`action-${name}`}
      component="section"
      aria-label={title}
    >
      <LoadingOverlay
        visible={query.isFetching}
        zIndex={10}
        loaderProps={{ 'aria-label': t('dash.loading') }}
      />
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            aria-label={t('dash.action.collapse', { title })}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((v) => !v)}
          >
            <IconChevronDown
              size={18}
              style={{ transform: open ? undefined : 'rotate(-90deg)' }}
              aria-hidden
            />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('dash.action.refresh', { title })}
            onClick={() => void query.refetch()}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('dash.action.close', { title })}
            onClick={onClose}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Collapse expanded={open} id={bodyId}>
        <div data-testid="action-body">
          <Text fz={28} fw={700} mt="md" data-testid="figure">
            {query.data
              ? (name === 'revenue' ? formatMoney : formatCount)(
                  query.data.statistics,
                  i18n.language,
                )
              : '—'}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('dash.action.body')}
          </Text>
        </div>
      </Collapse>
    </Card>
  )
}
