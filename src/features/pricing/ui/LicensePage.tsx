import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLicense } from '../api/pricing.queries'
import { LicenseDetails } from './LicenseDetails'
import { LicenseTerms } from './LicenseTerms'
import classes from './License.module.css'

/** `/pages/license`: the agency's Corredor license, its key and certificate, and its terms. */
export function LicensePage() {
  const { t } = useTranslation('pricing')
  const license = useLicense()
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h3">
          {t('license.page.title')}
        </Title>
        <Text c="dimmed" fz="sm" mt={4}>
          {t('license.page.subtitle')}
        </Text>
      </div>
      <div className={classes.columns}>
        {license.isPending ? (
          <Skeleton h={480} radius="md" data-testid="license-loading" />
        ) : license.isError ? (
          <Alert color="red" title={t('license.errors.load')}>
            <Button size="xs" variant="light" color="red" onClick={() => void license.refetch()}>
              {t('pricing.errors.retry')}
            </Button>
          </Alert>
        ) : (
          <LicenseDetails license={license.data} />
        )}
        <LicenseTerms />
      </div>
    </Stack>
  )
}
