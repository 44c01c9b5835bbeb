import { SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { AppLanguage } from './AppLanguage'
import { LanguageCard } from './LanguageCard'

/** One card in five languages, chosen here without touching the app's, and the app's own. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/extensions-i18n', { keyPrefix: 'uiKit.extensions-i18n' })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('picker.title')} description={k('picker.description')}>
        <LanguageCard />
      </DemoSection>
      <DemoSection title={k('app.title')} description={k('app.description')}>
        <AppLanguage />
      </DemoSection>
    </SimpleGrid>
  )
}
