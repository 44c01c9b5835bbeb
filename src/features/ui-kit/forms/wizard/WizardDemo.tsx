import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { PolicyWizard } from './PolicyWizard'

/** A new car policy in four checked steps, across the page and down its side. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/forms-wizard', { keyPrefix: 'uiKit.forms-wizard' })
  return (
    <Stack gap="lg">
      <DemoSection title={k('horizontal.title')} description={k('horizontal.description')}>
        <div data-testid="wizard-horizontal">
          <PolicyWizard orientation="horizontal" />
        </div>
      </DemoSection>
      <DemoSection title={k('vertical.title')} description={k('vertical.description')}>
        <div data-testid="wizard-vertical">
          <PolicyWizard orientation="vertical" />
        </div>
      </DemoSection>
    </Stack>
  )
}
