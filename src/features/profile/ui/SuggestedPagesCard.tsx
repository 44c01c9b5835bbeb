import { ActionIcon, Avatar, Group, Stack, Text } from '@mantine/core'
import { IconStar, IconStarFilled } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFavoritePage } from '../api/profile.queries'
import type { SuggestedPage } from '../profile.schema'
import { SideCard } from './SideCard'
import classes from './Profile.module.css'

/** Pages the user may follow; the star keeps one among their favourites. */
export function SuggestedPagesCard({ pages }: { pages: SuggestedPage[] }) {
  const { t } = useTranslation('profile')
  const favorite = useFavoritePage()
  return (
    <SideCard title={t('profile.pages.title')} testId="profile-pages">
      {pages.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('profile.pages.empty')}
        </Text>
      ) : (
        <Stack gap="md" component="ul" className={classes.list}>
          {pages.map((page) => (
            <Group key={page.id} component="li" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Avatar src={page.avatar} alt="" radius="md" />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} fz="sm">
                    {page.username}
                  </Text>
                  <Text c="dimmed" fz="xs">
                    {page.subtitle}
                  </Text>
                </div>
              </Group>
              <ActionIcon
                variant="subtle"
                color={page.favorite ? 'yellow' : 'gray'}
                aria-pressed={page.favorite}
                aria-label={t('profile.pages.favorite', { name: page.username })}
                onClick={() => favorite.mutate(page.id)}
              >
                {page.favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </SideCard>
  )
}
