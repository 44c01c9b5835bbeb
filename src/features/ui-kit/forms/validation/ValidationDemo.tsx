import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { AccountForm } from './AccountForm'
import { ServerCheck } from './ServerCheck'

/** Rules on their fields, a username checked against the API as it is typed, and the API's own errors. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/forms-validation', {
    keyPrefix: 'uiKit.forms-validation',
  })
  return (
    <Stack gap="lg">
      <DemoSection title={k('account.title')} description={k('account.description')}>
        <AccountForm />
      </DemoSection>
      <DemoSection title={k('server.title')} description={k('server.description')}>
        <ServerCheck />
      </DemoSection>
    </Stack>
  )
}
