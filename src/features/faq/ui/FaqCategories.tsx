import {
  Badge,
  Card,
  Group,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
  useMatches,
} from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { FaqCategory } from '../faq.schema'
import { FaqAnswers } from './FaqAnswers'
import { HelpIcon } from './HelpIcon'
import { shownCategory } from './help-search'
import classes from './Faq.module.css'

interface Props {
  categories: readonly FaqCategory[]
  /** The category the URL names; the first one shows when it is not listed. */
  wanted: string | undefined
  q: string
  onChoose: (slug: string) => void
}

/** The FAQ's categories as tabs (icon, title, subtitle, count), each with its answers. */
export function FaqCategories({ categories, wanted, q, onChoose }: Props) {
  const { t } = useTranslation('faq')
  // Beside the answers on a desktop; a row that scrolls above them on smaller screens.
  const orientation = useMatches<'horizontal' | 'vertical'>({ base: 'horizontal', md: 'vertical' })
  const shown = shownCategory(categories, wanted)
  return (
    <Tabs
      value={shown?.slug ?? null}
      onChange={(value) => value && onChoose(value)}
      orientation={orientation}
      variant="pills"
      classNames={{
        root: classes.tabsRoot,
        list: classes.tabsList,
        tab: classes.tab,
        tabSection: classes.tabSection,
        tabLabel: classes.tabLabel,
        panel: classes.tabsPanel,
      }}
    >
      <Tabs.List aria-label={t('faq.categories')}>
        {categories.map((category) => (
          <Tabs.Tab
            key={category.slug}
            value={category.slug}
            leftSection={<HelpIcon name={category.icon} size={22} stroke={1.6} />}
            rightSection={
              <Badge
                size="sm"
                // On the filled (chosen) pill, a white badge; a tinted one elsewhere.
                variant={category.slug === shown?.slug ? 'white' : 'light'}
                aria-hidden
              >
                {category.qandA.length}
              </Badge>
            }
          >
            <span className={classes.tabText}>
              <Text component="span" fw={600} fz="sm" className={classes.data}>
                {category.title}
              </Text>
              <Text component="span" fz="xs" visibleFrom="md" className={classes.tabSub}>
                {category.subtitle}
              </Text>
              <VisuallyHidden component="span">
                {t('faq.count', { count: category.qandA.length })}
              </VisuallyHidden>
            </span>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {categories.map((category) => (
        <Tabs.Panel key={category.slug} value={category.slug}>
          <Card padding="lg">
            <Group gap="md" wrap="nowrap" mb="lg">
              <ThemeIcon size={48} radius="md" variant="light">
                <HelpIcon name={category.icon} size={26} stroke={1.6} />
              </ThemeIcon>
              <div>
                <Title order={2} fz="h4" className={classes.data}>
                  {category.title}
                </Title>
                <Text c="dimmed" fz="sm" className={classes.data}>
                  {category.subtitle}
                </Text>
              </div>
            </Group>
            <FaqAnswers key={`${category.slug}:${q}`} items={category.qandA} q={q} />
          </Card>
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}
