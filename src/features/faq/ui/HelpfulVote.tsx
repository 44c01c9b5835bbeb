import { Button, Group, Text } from '@mantine/core'
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useAnswerHelpful } from '../api/faq.queries'
import type { Helpful } from '../faq.schema'

interface Props {
  category: string
  question: string
  helpful: Helpful
}

/** "Was this article helpful?": the reader's own answer (kept per user) and everyone's count. */
export function HelpfulVote({ category, question, helpful }: Props) {
  const { t } = useTranslation('faq')
  const answer = useAnswerHelpful(category)
  const total = helpful.yes + helpful.no
  const choice = (value: boolean) => ({
    'aria-pressed': helpful.mine === value,
    variant: helpful.mine === value ? 'filled' : 'default',
    onClick: () => answer.mutate({ question, helpful: value }),
  })
  return (
    <Group justify="space-between" gap="sm" data-testid="kb-helpful">
      <Group gap="sm">
        <Text fw={600} id="kb-helpful-question">
          {t('faq.kb.helpful.question')}
        </Text>
        <Group gap="xs" role="group" aria-labelledby="kb-helpful-question">
          <Button size="xs" leftSection={<IconThumbUp size={16} aria-hidden />} {...choice(true)}>
            {t('faq.kb.helpful.yes')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconThumbDown size={16} aria-hidden />}
            {...choice(false)}
          >
            {t('faq.kb.helpful.no')}
          </Button>
        </Group>
      </Group>
      <Text c="dimmed" fz="sm" aria-live="polite" dir="auto">
        {helpful.mine === null
          ? t('faq.kb.helpful.count', { count: total, yes: helpful.yes })
          : t('faq.kb.helpful.thanks', { count: total, yes: helpful.yes })}
      </Text>
    </Group>
  )
}
