import { SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { CardBlock } from './CardBlock'
import { FormBlock } from './FormBlock'
import { PageBlock } from './PageBlock'

/** Blocking while busy: a card that refreshes, a form that sends, the whole page during a job. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/components-block-ui', {
    keyPrefix: 'uiKit.components-block-ui',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('card.title')} description={k('card.description')}>
        <CardBlock />
      </DemoSection>
      <DemoSection title={k('form.title')} description={k('form.description')}>
        <FormBlock />
      </DemoSection>
      <DemoSection title={k('page.title')} description={k('page.description')}>
        <PageBlock />
      </DemoSection>
    </SimpleGrid>
  )
}
