import { Grid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { PageEntry } from '@/shared/contract/manifest'
import { useSession } from '@/shared/auth/session'
import { AbilitiesCard } from './AbilitiesCard'
import { PageAccessCard } from './PageAccessCard'
import { UserCard } from './UserCard'

/** The client's home: who is signed in, what the role may do, which screens it opens. */
/** `pages`: every screen of the app (its manifests), for the page access card. */
export function AccessControlPage({ pages }: { pages: readonly PageEntry[] }) {
  const { t } = useTranslation('access-control')
  const user = useSession((state) => state.user)
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={26}>
          {t('acl.title')}
        </Title>
        <Text c="dimmed">{t('acl.subtitle')}</Text>
      </div>
      {user && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Stack gap="lg">
              <UserCard user={user} />
              <AbilitiesCard rules={user.ability} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <PageAccessCard rules={user.ability} pages={pages} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  )
}
