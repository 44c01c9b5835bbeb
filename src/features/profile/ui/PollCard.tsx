import { Button, Radio, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useVotePoll } from '../api/profile.queries'
import { votePollSchema, type PollsAnswer } from '../profile.schema'
import { PollResults } from './PollResults'
import { SideCard } from './SideCard'

type Values = z.input<typeof votePollSchema>

/** The poll: a vote (once), then the results, which the caller's vote has moved. */
export function PollCard({ poll }: { poll: PollsAnswer }) {
  const { t } = useTranslation('profile')
  const vote = useVotePoll()
  const form = useForm<Values>({
    initialValues: { poll: '' },
    validate: schemaValidate(votePollSchema, { messages: { poll: t('profile.poll.choose') } }),
  })
  const submit = form.onSubmit((values) =>
    vote.mutate(values.poll, {
      onError: (error) =>
        form.setErrors({
          poll: t('profile.poll.failed'),
          ...fieldErrorsFrom(error, { fields: ['poll'] }),
        }),
    }),
  )
  return (
    <SideCard title={t('profile.poll.title')} testId="profile-poll">
      {poll.pollVote !== null ? (
        <PollResults poll={poll} />
      ) : poll.polls.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('profile.poll.empty')}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Radio.Group label={poll.pollQuestion} {...form.getInputProps('poll')}>
            <Stack gap="sm" mt="sm">
              {poll.polls.map((option) => (
                <Radio key={option.name} value={option.name} label={option.name} />
              ))}
            </Stack>
          </Radio.Group>
          <Button type="submit" mt="md" loading={vote.isPending}>
            {t('profile.poll.vote')}
          </Button>
        </form>
      )}
    </SideCard>
  )
}
