import { Avatar, Badge, Group, Progress, Stack, Text, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { PollsAnswer } from '../profile.schema'
import { useProfileFormat } from './profile-format'
import classes from './Profile.module.css'

const FACES = 4

/** Each option's share of the votes as a bar, and who voted for it. */
export function PollResults({ poll }: { poll: PollsAnswer }) {
  const { t } = useTranslation('profile')
  const format = useProfileFormat()
  return (
    <Stack gap="md" data-testid="poll-results">
      <Text fz="sm" fw={500} dir="auto" className={classes.data}>
        {poll.pollQuestion}
      </Text>
      <ul className={classes.list}>
        {poll.polls.map((option) => {
          const mine = option.name === poll.pollVote
          const shown = option.votedUser.slice(0, FACES)
          const more = option.votedUser.length - shown.length
          return (
            <li key={option.name} className={classes.pollOption} data-testid="poll-option">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={6} wrap="nowrap" miw={0}>
                  <Text fz="sm" fw={mine ? 700 : 400} truncate>
                    {option.name}
                  </Text>
                  {mine && (
                    <Badge size="xs" variant="light">
                      {t('profile.poll.yours')}
                    </Badge>
                  )}
                </Group>
                <Text fz="sm" fw={600} dir="ltr" data-testid="poll-result">
                  {format.percent(option.result)}
                </Text>
              </Group>
              <Progress
                value={option.result}
                color={mine ? 'brand' : 'gray'}
                size="sm"
                mt={6}
                aria-label={t('profile.poll.share', {
                  option: option.name,
                  share: format.percent(option.result),
                })}
              />
              {shown.length > 0 && (
                <Group gap="xs" mt={6} wrap="nowrap">
                  <Avatar.Group
                    spacing="xs"
                    role="list"
                    aria-label={t('profile.poll.voters', {
                      names: option.votedUser.map((voter) => voter.username).join(', '),
                    })}
                  >
                    {shown.map((voter, index) => (
                      <Tooltip key={`${voter.username}-${index}`} label={voter.username} withArrow>
                        <Avatar
                          src={voter.img || null}
                          name={voter.username}
                          alt=""
                          size={26}
                          role="listitem"
                        />
                      </Tooltip>
                    ))}
                  </Avatar.Group>
                  {more > 0 && (
                    <Text fz="xs" c="dimmed" dir="auto">
                      {t('profile.poll.more', { count: more, n: format.count(more) })}
                    </Text>
                  )}
                </Group>
              )}
            </li>
          )
        })}
      </ul>
      <Text fz="xs" c="dimmed" dir="auto" className={classes.data}>
        {t('profile.poll.youVoted', { option: poll.pollVote })}
      </Text>
    </Stack>
  )
}
