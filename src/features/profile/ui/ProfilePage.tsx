import { Alert, Button, Skeleton, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useProfile } from '../api/profile.queries'
import { AboutCard } from './AboutCard'
import { FeedsCard } from './FeedsCard'
import { LatestPhotosCard } from './LatestPhotosCard'
import { PollCard } from './PollCard'
import { PostsFeed } from './PostsFeed'
import { ProfileHeader } from './ProfileHeader'
import { SuggestedPagesCard } from './SuggestedPagesCard'
import { SuggestionsCard } from './SuggestionsCard'
import classes from './Profile.module.css'

function ProfileSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="profile-loading">
      <Skeleton h={320} radius="md" />
      <div className={classes.columns}>
        <Skeleton h={360} radius="md" className={classes.left} />
        <Skeleton h={520} radius="md" className={classes.center} />
        <Skeleton h={360} radius="md" className={classes.right} />
      </div>
    </Stack>
  )
}

/** `/pages/profile`: the agency principal's profile, their posts and the team's poll. */
export function ProfilePage() {
  const { t } = useTranslation('profile')
  const profile = useProfile()
  if (profile.isPending) return <ProfileSkeleton />
  if (profile.isError)
    return (
      <Alert color="red" title={t('profile.errors.load')}>
        <Button size="xs" variant="light" color="red" onClick={() => void profile.refetch()}>
          {t('profile.errors.retry')}
        </Button>
      </Alert>
    )
  const pages = profile.data.pages
  // Every page carries the whole profile: the newest one is the freshest.
  const data = pages[pages.length - 1] ?? pages[0]!
  const seen = new Set<number>()
  const posts = pages
    .flatMap((page) => page.post)
    .filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)))
  return (
    <Stack gap="lg">
      <ProfileHeader header={data.header} about={data.userAbout} />
      <div className={classes.columns}>
        <Stack gap="lg" className={classes.left}>
          <AboutCard about={data.userAbout} />
          <SuggestedPagesCard pages={data.suggestedPages} />
          <FeedsCard feeds={data.twitterFeeds} />
        </Stack>
        <div className={classes.center}>
          <PostsFeed
            posts={posts}
            total={data.total}
            hasMore={profile.hasNextPage}
            loadingMore={profile.isFetchingNextPage}
            onLoadMore={() => void profile.fetchNextPage()}
          />
        </div>
        <Stack gap="lg" className={classes.right}>
          <LatestPhotosCard photos={data.latestPhotos} />
          <SuggestionsCard people={data.suggestions} />
          <PollCard poll={data} />
        </Stack>
      </div>
    </Stack>
  )
}
