import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { GuidedTour } from './GuidedTour'
import { HintTour } from './HintTour'

/** Mantine's Tour: a guided walk through a screen, and hints opened one at a time. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/extensions-tour', { keyPrefix: 'uiKit.extensions-tour' })
  return (
    <Stack gap="lg">
      <DemoSection title={k('guided.title')} description={k('guided.description')}>
        <GuidedTour />
      </DemoSection>
      <DemoSection title={k('hints.title')} description={k('hints.description')}>
        <HintTour />
      </DemoSection>
    </Stack>
  )
}
