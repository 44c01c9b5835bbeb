import { Stack } from '@mantine/core'
import type { AccountData } from '../../account-settings.schema'
import { DevicesCard } from './DevicesCard'
import { PasswordCard } from './PasswordCard'
import { TwoStepCard } from './TwoStepCard'

export function SecurityTab({ data }: { data: AccountData }) {
  const { security } = data
  return (
    <Stack gap="lg">
      <PasswordCard changedAt={security.passwordChangedAt} />
      <TwoStepCard twoStep={security.twoStep} />
      <DevicesCard devices={security.devices} />
    </Stack>
  )
}
