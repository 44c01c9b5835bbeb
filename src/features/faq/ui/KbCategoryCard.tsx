import { Anchor, Card, Group, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { KnowledgeBaseEntry } from '../faq.schema'
import { HelpIcon } from './HelpIcon'
import classes from './Faq.module.css'

/** One category of the knowledge base: its picture on its colour, and a link over the card. */
export function KbCategoryCard({ entry }: { entry: KnowledgeBaseEntry }) {
  const { t } = useTranslation('faq')
  return (
    <Card padding="lg" component="article" className={classes.card} data-testid="kb-category">
      <Card.Section className={classes.cover} bg={`var(--mantine-color-${entry.iconColor}-light)`}>
        <img src={entry.img} alt="" loading="lazy" />
      </Card.Section>
      <Group gap="sm" mt="lg" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color={entry.iconColor}>
          <HelpIcon name={entry.icon} size={22} stroke={1.6} />
        </ThemeIcon>
        <Title order={3} fz="h4" className={classes.data}>
          <Anchor
            renderRoot={(props) => (
              <Link
                {...props}
                to="/pages/knowledge-base/$category"
                params={{ category: entry.category }}
              />
            )}
            c="inherit"
            fw={600}
            underline="never"
            className={classes.stretched}
          >
            {entry.title}
          </Anchor>
        </Title>
      </Group>
      <Text c="dimmed" fz="sm" mt="sm" className={classes.data}>
        {entry.desc}
      </Text>
      <Text
        dir="auto"
        fz="sm"
        fw={600}
        mt="md"
        c={`var(--mantine-color-${entry.iconColor}-light-color)`}
      >
        {t('faq.kb.articles', { count: entry.count })}
      </Text>
    </Card>
  )
}
