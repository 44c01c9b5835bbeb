import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { LatestPhoto } from '../profile.schema'
import { SideCard } from './SideCard'
import classes from './Profile.module.css'

export function LatestPhotosCard({ photos }: { photos: LatestPhoto[] }) {
  const { t } = useTranslation('profile')
  return (
    <SideCard title={t('profile.photos.title')} testId="profile-photos">
      {photos.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('profile.photos.empty')}
        </Text>
      ) : (
        <ul className={classes.photos}>
          {photos.map((photo) => (
            <li key={photo.img}>
              <img src={photo.img} alt={photo.alt} loading="lazy" className={classes.photo} />
            </li>
          ))}
        </ul>
      )}
    </SideCard>
  )
}
