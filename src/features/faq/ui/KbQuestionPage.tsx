import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconCalendarEvent } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { formatDay } from '@/shared/format/day'
import { useKbQuestion } from '../api/faq.queries'
import type { KbQuestion } from '../faq.schema'
import { ArticleContent } from './ArticleContent'
import { HelpfulVote } from './HelpfulVote'
import { KbAnswerState } from './KbAnswerState'
import { KbBreadcrumbs } from './KbBreadcrumbs'
import { KbNotFound } from './KbNotFound'
import { QuestionLinks } from './QuestionLinks'
import { isSlug } from './help-search'
import classes from './Faq.module.css'

interface Props {
  category: string
  question: string
}

/** `/pages/knowledge-base/{category}/{question}`: the article, related questions, "was it helpful?". */
export function KbQuestionPage({ category, question }: Props) {
  if (!isSlug(category) || !isSlug(question)) return <KbNotFound what="question" slug={question} />
  return <KnownSlugs category={category} question={question} />
}

function KnownSlugs({ category, question }: Props) {
  const answer = useKbQuestion(category, question)
  if (!answer.isSuccess)
    return <KbAnswerState answer={answer} what="question" slug={question} height={600} />
  return <QuestionView question={answer.data.question} />
}

function QuestionView({ question }: { question: KbQuestion }) {
  const { t, i18n } = useTranslation('faq')
  return (
    <Stack gap="lg">
      <KbBreadcrumbs category={question.category} current={question.title} />
      <div className={classes.columns}>
        <Card padding="lg" component="article" aria-labelledby="kb-question-title">
          <Title order={1} fz="h2" id="kb-question-title" className={classes.data}>
            {question.title}
          </Title>
          <Group gap={6} mt="xs" c="dimmed">
            <IconCalendarEvent size={16} aria-hidden />
            <Text fz="sm" data-testid="kb-last-updated">
              {t('faq.kb.lastUpdated', { date: formatDay(question.lastUpdated, i18n.language) })}
            </Text>
          </Group>
          <Divider my="lg" />
          <ArticleContent html={question.content} />
          <Divider my="lg" />
          <HelpfulVote
            category={question.category.slug}
            question={question.slug}
            helpful={question.helpful}
          />
        </Card>
        <Stack gap="lg">
          <Card padding="lg" component="section" aria-labelledby="kb-related">
            <Title order={2} fz="h5" mb="xs" id="kb-related">
              {t('faq.kb.related')}
            </Title>
            {question.relatedQuestions.length > 0 ? (
              <QuestionLinks questions={question.relatedQuestions} />
            ) : (
              <Text c="dimmed" fz="sm">
                {t('faq.kb.noRelated')}
              </Text>
            )}
          </Card>
          <Button
            renderRoot={(props) => (
              <Link
                {...props}
                to="/pages/knowledge-base/$category"
                params={{ category: question.category.slug }}
              />
            )}
            variant="light"
            leftSection={<IconArrowLeft size={16} aria-hidden className={classes.flipRtl} />}
          >
            {t('faq.kb.back', { category: question.category.title })}
          </Button>
        </Stack>
      </div>
    </Stack>
  )
}
