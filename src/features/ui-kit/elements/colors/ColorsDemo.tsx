import { SimpleGrid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { PaletteSection } from './PaletteSection'
import { SchemePanel } from './SchemePanel'

/** The theme's colours: every shade to copy, and the semantic colours in both schemes. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/elements-colors', { keyPrefix: 'uiKit.elements-colors' })
  return (
    <Stack gap="lg">
      <DemoSection title={k('palette.title')} description={k('palette.description')}>
        <PaletteSection />
      </DemoSection>
      <DemoSection title={k('semantic.title')} description={k('semantic.description')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <SchemePanel scheme="light" />
          <SchemePanel scheme="dark" />
        </SimpleGrid>
      </DemoSection>
    </Stack>
  )
}
