import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { ClientForm } from './ClientForms'

const VARIANTS = ['vertical', 'horizontal', 'columns', 'sections'] as const

/** One new client form laid out four ways: stacked, labels beside, in columns, in sections. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/forms-layout', { keyPrefix: 'uiKit.forms-layout' })
  return (
    <Stack gap="lg">
      {VARIANTS.map((variant) => (
        <DemoSection
          key={variant}
          title={k(`${variant}.title`)}
          description={k(`${variant}.description`)}
        >
          <ClientForm variant={variant} />
        </DemoSection>
      ))}
    </Stack>
  )
}
