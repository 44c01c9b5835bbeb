import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useKbCategory } from '../api/faq.queries'
import type { KbCategory } from '../faq.schema'
import { HelpIcon } from './HelpIcon'
import { KbAnswerState } from './KbAnswerState'
import { KbBreadcrumbs } from './KbBreadcrumbs'
import { KbNotFound } from './KbNotFound'
import { OtherCategories } from './OtherCategories'
import { QuestionLinks } from './QuestionLinks'
import { isSlug } from './help-search'
import classes from './Faq.module.css'

/** `/pages/knowledge-base/{category}`: the category and its questions, beside the others. */
export function KbCategoryPage({ category }: { category: string }) {
  if (!isSlug(category)) return <KbNotFound what="category" slug={category} />
  return <KnownSlug slug={category} />
}

function KnownSlug({ slug }: { slug: string }) {
  const answer = useKbCategory(slug)
  if (!answer.isSuccess)
    return <KbAnswerState answer={answer} what="category" slug={slug} height={480} />
  return <CategoryView category={answer.data.category} />
}

function CategoryView({ category }: { category: KbCategory }) {
  const { t } = useTranslation('faq')
  return (
    <Stack gap="lg">
      <KbBreadcrumbs current={category.title} />
      <div className={classes.columns}>
        <Stack gap="lg">
          <Card padding="lg">
            <Group gap="md" wrap="nowrap" align="center">
              <ThemeIcon size={56} radius="md" variant="light" color={category.iconColor}>
                <HelpIcon name={category.icon} size={30} stroke={1.6} />
              </ThemeIcon>
              <div className={classes.grow}>
                <Title order={1} fz="h2" className={classes.data}>
                  {category.title}
                </Title>
                <Text c="dimmed" mt={4} className={classes.data}>
                  {category.desc}
                </Text>
              </div>
              <img src={category.img} alt="" className={classes.headerArt} />
            </Group>
          </Card>
          <Card padding="lg" component="section" aria-labelledby="kb-category-questions">
            <Title order={2} fz="h4" mb="xs" id="kb-category-questions" dir="auto">
              {t('faq.kb.questions', { count: category.questions.length })}
            </Title>
            <QuestionLinks questions={category.questions} category={category.slug} />
          </Card>
        </Stack>
        <OtherCategories current={category.slug} />
      </div>
    </Stack>
  )
}
