import { SimpleGrid } from '@mantine/core'
import { BeneficiaryModal } from './BeneficiaryModal'
import { BasicModal, CenteredModal, PhoneModal } from './SimpleModals'
import { ModalSizes } from './ModalSizes'
import { ScrollableModal } from './ScrollableModal'
import { WithdrawClaimModal } from './WithdrawClaimModal'

/** Mantine's Modal as the product uses it: plain, sized, centred, full screen, long, a form, a confirm. */
export function Demo() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <BasicModal />
      <ModalSizes />
      <CenteredModal />
      <PhoneModal />
      <ScrollableModal />
      <BeneficiaryModal />
      <WithdrawClaimModal />
    </SimpleGrid>
  )
}
