import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { IconBrowser } from './IconBrowser'
import { IconUsage } from './IconUsage'

/** The whole Tabler set to search and copy from, and how icons sit in other components. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/elements-icons', { keyPrefix: 'uiKit.elements-icons' })
  return (
    <Stack gap="lg">
      <DemoSection title={k('browser.title')} description={k('browser.description')}>
        <IconBrowser />
      </DemoSection>
      <DemoSection title={k('usage.title')} description={k('usage.description')}>
        <IconUsage />
      </DemoSection>
    </Stack>
  )
}
