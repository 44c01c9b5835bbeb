import { Paper, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './Faq.module.css'

interface Props {
  title: string
  subtitle: string
  /** The search box. */
  children: ReactNode
}

/** The top of the FAQ and of the knowledge base: the screen's heading and its search. */
export function HelpHero({ title, subtitle, children }: Props) {
  return (
    <Paper className={classes.hero} p={{ base: 'lg', sm: 'xl' }} radius="md">
      <div className={classes.heroInner}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center" mt={6} mb="lg">
          {subtitle}
        </Text>
        {children}
      </div>
    </Paper>
  )
}
