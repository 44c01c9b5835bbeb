import '@mantine/carousel/styles.layer.css'
import { SimpleGrid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { ClaimCarousel } from './ClaimCarousel'
import { CoverCarousel } from './CoverCarousel'
import { InsurerCarousel } from './InsurerCarousel'
import { NoticeCarousel } from './NoticeCarousel'

/** Carousels on @mantine/carousel: single, several in view, autoplay with a pause, vertical. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/extensions-swiper', {
    keyPrefix: 'uiKit.extensions-swiper',
  })
  return (
    <Stack gap="lg">
      <DemoSection title={k('covers.title')} description={k('covers.description')}>
        <CoverCarousel />
      </DemoSection>
      <DemoSection title={k('insurers.title')} description={k('insurers.description')}>
        <InsurerCarousel />
      </DemoSection>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <DemoSection title={k('notices.title')} description={k('notices.description')}>
          <NoticeCarousel />
        </DemoSection>
        <DemoSection title={k('claim.title')} description={k('claim.description')}>
          <ClaimCarousel />
        </DemoSection>
      </SimpleGrid>
    </Stack>
  )
}
