import { SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { DocumentTree } from './DocumentTree'
import { PortfolioTree } from './PortfolioTree'

/** Mantine's Tree: a checkable portfolio, and a client's documents with connecting lines. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/extensions-tree', { keyPrefix: 'uiKit.extensions-tree' })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('portfolio.title')} description={k('portfolio.description')}>
        <PortfolioTree />
      </DemoSection>
      <DemoSection title={k('documents.title')} description={k('documents.description')}>
        <DocumentTree />
      </DemoSection>
    </SimpleGrid>
  )
}
