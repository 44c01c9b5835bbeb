import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { DriversRepeater } from './DriversRepeater'
import { ItemsRepeater } from './ItemsRepeater'

/** Lists of rows in a form: the items a home policy insures, and the drivers of a car policy. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/forms-repeater', { keyPrefix: 'uiKit.forms-repeater' })
  return (
    <Stack gap="lg">
      <DemoSection title={k('items.title')} description={k('items.description')}>
        <ItemsRepeater />
      </DemoSection>
      <DemoSection title={k('drivers.title')} description={k('drivers.description')}>
        <DriversRepeater />
      </DemoSection>
    </Stack>
  )
}
