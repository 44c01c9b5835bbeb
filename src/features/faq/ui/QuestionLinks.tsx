import { Badge, Highlight, Text } from '@mantine/core'
import { IconChevronRight, IconFileText } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { QuestionLink, QuestionRef } from '../faq.schema'
import { searchWords } from './help-search'
import classes from './Faq.module.css'

interface Props {
  /** The questions; a reference carries its own category, a link is in `category`. */
  questions: readonly (QuestionLink | QuestionRef)[]
  category?: string
  /** Words to mark (a search). */
  q?: string
  /** Show each question's category (a search across them). */
  showCategory?: boolean
  label?: string
}

/** Questions as a list of links to their pages. */
export function QuestionLinks({ questions, category, q = '', showCategory, label }: Props) {
  const words = searchWords(q)
  return (
    <ul className={classes.linkList} aria-label={label} data-testid="kb-questions">
      {questions.map((question) => {
        const home = 'category' in question ? question.category : (category ?? '')
        return (
          <li key={question.id} className={classes.linkItem}>
            <Link
              to="/pages/knowledge-base/$category/$question"
              params={{ category: home, question: question.slug }}
              className={classes.linkRow}
            >
              <IconFileText size={18} aria-hidden color="var(--mantine-color-dimmed)" />
              <Highlight
                component="span"
                highlight={words}
                highlightStyles={{
                  backgroundColor: 'var(--mantine-color-brand-light)',
                  color: 'var(--mantine-color-brand-light-color)',
                }}
                className={`${classes.linkText} ${classes.data}`}
              >
                {question.question}
              </Highlight>
              {showCategory && 'categoryTitle' in question && (
                <Badge variant="light" visibleFrom="sm" className={classes.data}>
                  {question.categoryTitle}
                </Badge>
              )}
              <Text component="span" c="dimmed" lh={0}>
                <IconChevronRight size={16} aria-hidden className={classes.flipRtl} />
              </Text>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
