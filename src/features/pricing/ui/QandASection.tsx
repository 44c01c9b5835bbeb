import { Accordion, Card, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { QandA } from '../pricing.schema'

/** The questions agencies ask before they choose, one open at a time. */
export function QandASection({ items }: { items: readonly QandA[] }) {
  const { t } = useTranslation('pricing')
  const titleId = useId()
  return (
    <Card component="section" aria-labelledby={titleId} padding="xl">
      <Title order={2} fz="h3" ta="center" id={titleId}>
        {t('pricing.faq.title')}
      </Title>
      <Text c="dimmed" ta="center" fz="sm" mt={4} mb="lg">
        {t('pricing.faq.subtitle')}
      </Text>
      {items.length === 0 ? (
        <Text ta="center" fz="sm">
          {t('pricing.faq.empty')}
        </Text>
      ) : (
        <Accordion variant="separated" radius="md">
          {items.map((item, index) => (
            <Accordion.Item key={item.question} value={String(index)}>
              <Accordion.Control>
                <span dir="auto">{item.question}</span>
              </Accordion.Control>
              <Accordion.Panel>
                <Text fz="sm" dir="auto">
                  {item.ans}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Card>
  )
}
