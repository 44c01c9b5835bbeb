import { Group, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconBriefcase, IconCar, IconHeartbeat, IconHome } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { RenewalCard } from './dnd-demo.data'

const PRODUCT_ICONS = {
  home: IconHome,
  car: IconCar,
  life: IconHeartbeat,
  business: IconBriefcase,
} as const

/** A renewal's face: what is insured, for whom, its premium and its end date. */
export function RenewalCardView({ card }: { card: RenewalCard }) {
  const { t, i18n } = useTranslation('ui-kit/extensions-drag-and-drop')
  const Icon = PRODUCT_ICONS[card.product]
  const premium = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(card.premium)
  const due = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' }).format(
    new Date(`${card.due}T12:00:00`),
  )
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size={34} radius="md" aria-hidden>
        <Icon size={18} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} fz="sm" truncate data-item-title>
          {card.client}
        </Text>
        <Text fz="xs" c="dimmed">
          {t(`uiKit.extensions-drag-and-drop.products.${card.product}`)} · {card.policy}
        </Text>
        <Text fz="xs">{t('uiKit.extensions-drag-and-drop.board.terms', { premium, due })}</Text>
      </Stack>
    </Group>
  )
}
