import { Avatar, Group, Stack, Text } from '@mantine/core'
import { IconStarFilled } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { TwitterFeed } from '../profile.schema'
import { SideCard } from './SideCard'
import classes from './Profile.module.css'

/** The accounts the user follows, each with its latest post. */
export function FeedsCard({ feeds }: { feeds: TwitterFeed[] }) {
  const { t } = useTranslation('profile')
  return (
    <SideCard title={t('profile.feeds.title')} testId="profile-feeds">
      {feeds.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('profile.feeds.empty')}
        </Text>
      ) : (
        <Stack gap="lg" component="ul" className={classes.list}>
          {feeds.map((feed) => (
            <li key={feed.id}>
              <Group gap="sm" wrap="nowrap" mb={6}>
                <Avatar src={feed.imgUrl} alt="" radius="md" />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={600} fz="sm">
                      {feed.title}
                    </Text>
                    {feed.favorite && (
                      <IconStarFilled
                        size={14}
                        color="var(--mantine-color-yellow-6)"
                        aria-label={t('profile.feeds.favorite')}
                        role="img"
                      />
                    )}
                  </Group>
                  <Text c="dimmed" fz="xs" dir="ltr" className={classes.data}>
                    {feed.id}
                  </Text>
                </div>
              </Group>
              <Text fz="sm" dir="auto" className={classes.data}>
                {feed.desc}
              </Text>
              <Text fz="xs" c="brand" mt={4} dir="ltr" className={classes.data}>
                {feed.tags}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </SideCard>
  )
}
