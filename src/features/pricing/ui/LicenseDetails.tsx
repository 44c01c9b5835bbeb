import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { saveFile } from '@/shared/ui/save-file'
import type { License } from '../pricing.schema'
import { certificateFileName, licenseCertificate } from './license-certificate'
import { LicenseKey } from './LicenseKey'
import { usePricingFormat } from './pricing-format'
import classes from './License.module.css'

/** Who holds the license, on which plan, until when, for how many seats, and its key. */
export function LicenseDetails({ license }: { license: License }) {
  const { t } = useTranslation('pricing')
  const format = usePricingFormat()
  const titleId = useId()
  const { holder, subscription, seats } = license
  const over = seats.used > seats.allowed
  const download = () =>
    saveFile(
      new Blob([licenseCertificate(license, t, format)], { type: 'text/plain;charset=utf-8' }),
      certificateFileName(license),
    )
  return (
    <Card component="section" aria-labelledby={titleId} padding="xl" data-testid="license-details">
      <Group justify="space-between" align="flex-start" mb="lg">
        <Title order={2} fz="h4" id={titleId}>
          {t('license.details.title')}
        </Title>
        <Badge variant="light" size="lg" data-testid="license-plan">
          {license.planTitle} · {t(`pricing.cycle.${subscription.cycle}`)}
        </Badge>
      </Group>
      <dl className={classes.facts}>
        <dt>{t('license.facts.holder')}</dt>
        <dd>
          {holder.fullName}
          <Text fz="sm" c="dimmed" dir="ltr" component="span" display="block">
            {holder.email}
          </Text>
        </dd>
        <dt>{t('license.facts.plan')}</dt>
        <dd>
          {t(`license.plan.${subscription.cycle}`, { plan: license.planTitle })}
          <Anchor component={Link} to="/pages/pricing" fz="sm" display="block">
            {t('license.details.change')}
          </Anchor>
        </dd>
        <dt>{t('license.facts.issued')}</dt>
        <dd>{format.day(license.issuedOn)}</dd>
        <dt>{t('license.facts.renews')}</dt>
        <dd data-testid="license-renews">
          {subscription.renewsOn ? format.day(subscription.renewsOn) : t('license.facts.noRenewal')}
        </dd>
      </dl>
      <Stack gap={6} mt="lg">
        <Group justify="space-between">
          <Text fz="sm" fw={600}>
            {t('license.facts.seats')}
          </Text>
          <Text fz="sm" data-testid="license-seats" dir="auto">
            {t('license.seats.count', { used: seats.used, allowed: seats.allowed })}
          </Text>
        </Group>
        <Progress
          value={Math.min(100, (seats.used / seats.allowed) * 100)}
          color={over ? 'red.8' : undefined}
          aria-label={t('license.facts.seats')}
        />
        {over && (
          <Text fz="xs" c="var(--mantine-color-error)">
            {t('license.seats.over')}
          </Text>
        )}
      </Stack>
      <Text fz="sm" fw={600} mt="lg" mb={6}>
        {t('license.facts.key')}
      </Text>
      <LicenseKey value={license.key} />
      <Button mt="xl" leftSection={<IconDownload size={18} aria-hidden />} onClick={download}>
        {t('license.details.download')}
      </Button>
    </Card>
  )
}
