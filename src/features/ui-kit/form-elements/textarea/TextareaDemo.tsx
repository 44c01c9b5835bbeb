import { SimpleGrid, Stack, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { ClaimNoteForm } from './ClaimNoteForm'

/** Multi-line text: basic, growing with its content, counted against a limit, locked, in error. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/form-elements-textarea', {
    keyPrefix: 'uiKit.form-elements-textarea',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('basic.title')} description={k('basic.description')}>
        <Textarea label={k('basic.label')} placeholder={k('basic.placeholder')} />
      </DemoSection>
      <DemoSection title={k('autosize.title')} description={k('autosize.description')}>
        <Textarea
          label={k('autosize.label')}
          description={k('autosize.hint')}
          autosize
          minRows={2}
          maxRows={6}
          defaultValue={k('autosize.sample')}
        />
      </DemoSection>
      <DemoSection title={k('claim.title')} description={k('claim.description')}>
        <ClaimNoteForm />
      </DemoSection>
      <DemoSection title={k('states.title')} description={k('states.description')}>
        <Stack gap="sm">
          <Textarea
            label={k('states.disabled')}
            defaultValue={k('states.disabledValue')}
            disabled
          />
          <Textarea
            label={k('states.readOnly')}
            defaultValue={k('states.readOnlyValue')}
            readOnly
          />
          <Textarea
            label={k('states.error')}
            defaultValue={k('states.errorValue')}
            error={k('states.errorMessage')}
          />
        </Stack>
      </DemoSection>
    </SimpleGrid>
  )
}
