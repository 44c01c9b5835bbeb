import { Accordion, Highlight } from '@mantine/core'
import type { QandA } from '../faq.schema'
import { searchWords } from './help-search'
import classes from './Faq.module.css'

/** Found words marked in the theme's tint, which reads in both skins (Mantine's yellow does not). */
const marked = {
  backgroundColor: 'var(--mantine-color-brand-light)',
  color: 'var(--mantine-color-brand-light-color)',
  fontWeight: 600,
}

interface Props {
  items: readonly QandA[]
  q: string
}

/**
 * A category's answers. Searching, every answer found is open and the words are marked; otherwise
 * the first is open. Mounted afresh for each category and search (its `key`), so that holds.
 */
export function FaqAnswers({ items, q }: Props) {
  const words = searchWords(q)
  const open = q
    ? items.map((item) => String(item.id))
    : items.slice(0, 1).map((item) => String(item.id))
  return (
    <Accordion multiple defaultValue={open} variant="separated" radius="md" order={3}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={String(item.id)} data-testid="faq-item">
          <Accordion.Control>
            <Highlight
              component="span"
              highlight={words}
              highlightStyles={marked}
              fw={600}
              className={classes.data}
            >
              {item.question}
            </Highlight>
          </Accordion.Control>
          <Accordion.Panel>
            <Highlight
              highlight={words}
              highlightStyles={marked}
              c="dimmed"
              className={classes.data}
            >
              {item.ans}
            </Highlight>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}
