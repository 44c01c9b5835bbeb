import DOMPurify from 'dompurify'
import { Typography } from '@mantine/core'
import { useMemo } from 'react'
import classes from './HtmlContent.module.css'

interface Props {
  /** HTML from data: a blog post, a knowledge-base article. */
  html: string
  testId?: string
}

/**
 * HTML from data, only ever shown so: cleaned by DOMPurify, whoever wrote it (an editor, a seed,
 * an import of the database). Links keep their `target`, so an outside link opens apart.
 */
export function HtmlContent({ html, testId }: Props) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }), [html])
  return (
    <Typography className={classes.content}>
      <div dir="auto" dangerouslySetInnerHTML={{ __html: clean }} data-testid={testId} />
    </Typography>
  )
}
