import DOMPurify from 'dompurify'
import { Typography } from '@mantine/core'
import { useMemo } from 'react'
import classes from './Blog.module.css'

/**
 * A post's HTML. The worker cleans it when it is saved; it is cleaned here again because a post
 * may also arrive by an import of the database, and HTML from data is only ever shown so.
 */
export function PostContent({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }), [html])
  return (
    <Typography className={classes.content}>
      <div dir="auto" dangerouslySetInnerHTML={{ __html: clean }} data-testid="blog-content" />
    </Typography>
  )
}
