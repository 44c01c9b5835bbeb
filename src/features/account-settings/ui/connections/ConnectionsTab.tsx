import { Divider, Grid, Stack } from '@mantine/core'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { CONNECTION_SERVICES, type AccountData } from '../../account-settings.schema'
import { SectionCard } from '../SectionCard'
import { ConnectionRow } from './ConnectionRow'
import { SocialLinksForm } from './SocialLinksForm'

export function ConnectionsTab({ social }: { social: AccountData['social'] }) {
  const { t } = useTranslation('account-settings')
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <SectionCard
          title={t('accountSettings.connections.title')}
          description={t('accountSettings.connections.hint')}
          testId="connections-card"
        >
          <Stack gap="md">
            {CONNECTION_SERVICES.map((service, index) => (
              <Fragment key={service}>
                {index > 0 && <Divider />}
                <ConnectionRow service={service} connection={social.connections[service]} />
              </Fragment>
            ))}
          </Stack>
        </SectionCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <SectionCard
          title={t('accountSettings.social.title')}
          description={t('accountSettings.social.hint')}
          testId="social-links-card"
        >
          <SocialLinksForm key={JSON.stringify(social.socialLinks)} links={social.socialLinks} />
        </SectionCard>
      </Grid.Col>
    </Grid>
  )
}
