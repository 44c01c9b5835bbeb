import '@mantine/dropzone/styles.layer.css'
import { Group, SimpleGrid, Stack, Text, type LoaderProps } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconLock, IconScan } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { ClaimUploader } from './ClaimUploader'
import { ACCEPTED_TYPES, MAX_BYTES } from './upload-rules'

/** Files for a claim: dropped or chosen, checked, previewed and listed; and the locked states. */
/** The loading area's spinner is the demo's own: the screen sweep waits for real loaders only. */
const demoLoader: LoaderProps & { 'data-demo': boolean } = { 'data-demo': true }

export function Demo() {
  const { t: k } = useTranslation('ui-kit/form-elements-file-uploader', {
    keyPrefix: 'uiKit.form-elements-file-uploader',
  })
  return (
    <Stack gap="lg">
      <DemoSection title={k('claim.title')} description={k('claim.description')}>
        <ClaimUploader />
      </DemoSection>
      <DemoSection title={k('states.title')} description={k('states.description')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Dropzone
            onDrop={() => undefined}
            accept={ACCEPTED_TYPES}
            maxSize={MAX_BYTES}
            loading
            loaderProps={demoLoader}
            activateOnClick={false}
            activateOnKeyboard={false}
            inputProps={{ 'aria-label': k('states.loadingInput') }}
          >
            <Locked icon={<IconScan size={36} stroke={1.5} aria-hidden />}>
              {k('states.loading')}
            </Locked>
          </Dropzone>
          <Dropzone
            onDrop={() => undefined}
            accept={ACCEPTED_TYPES}
            disabled
            activateOnClick={false}
            activateOnKeyboard={false}
            inputProps={{ 'aria-label': k('states.disabledInput') }}
          >
            <Locked icon={<IconLock size={36} stroke={1.5} aria-hidden />}>
              {k('states.disabled')}
            </Locked>
          </Dropzone>
        </SimpleGrid>
      </DemoSection>
    </Stack>
  )
}

function Locked({ icon, children }: { icon: React.ReactNode; children: string }) {
  return (
    <Group justify="center" gap="sm" mih={100} style={{ pointerEvents: 'none' }}>
      {icon}
      <Text fz="sm" maw={220}>
        {children}
      </Text>
    </Group>
  )
}
