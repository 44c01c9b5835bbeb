import { Avatar, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Suggestion } from '../profile.schema'
import { useProfileFormat } from './profile-format'
import { SideCard } from './SideCard'
import classes from './Profile.module.css'

/** People the user may know, with how many connections they share. */
export function SuggestionsCard({ people }: { people: Suggestion[] }) {
  const { t } = useTranslation('profile')
  const format = useProfileFormat()
  return (
    <SideCard title={t('profile.suggestions.title')} testId="profile-suggestions">
      {people.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('profile.suggestions.empty')}
        </Text>
      ) : (
        <Stack gap="md" component="ul" className={classes.list}>
          {people.map((person) => (
            <Group key={person.name} component="li" gap="sm" wrap="nowrap">
              <Avatar src={person.avatar || null} name={person.name} alt="" />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} fz="sm" truncate>
                  {person.name}
                </Text>
                <Text c="dimmed" fz="xs" dir="auto" className={classes.data}>
                  {t('profile.suggestions.mutual', {
                    count: person.mutualFriend,
                    n: format.count(person.mutualFriend),
                  })}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </SideCard>
  )
}
