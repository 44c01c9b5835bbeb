import { Alert, Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { COVERS, useCoverageForm } from './coverage-form'

/** A Checkbox.Group under the form's rule: sending with nothing chosen shows the group's error. */
export function CoverageForm() {
  const { t } = useTranslation('ui-kit/form-elements-checkbox')
  const { t: k } = useTranslation('ui-kit/form-elements-checkbox', {
    keyPrefix: 'uiKit.form-elements-checkbox.group',
  })
  const [saved, setSaved] = useState<number | null>(null)
  const form = useCoverageForm({ covers: k('error') })
  return (
    <form onSubmit={form.onSubmit(({ covers }) => setSaved(covers.length))} noValidate>
      <Stack gap="sm">
        <Checkbox.Group
          label={k('label')}
          description={k('hint')}
          withAsterisk
          {...form.getInputProps('covers')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {COVERS.map((cover) => (
              <Checkbox key={cover} value={cover} label={k(`covers.${cover}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group>
          <Button type="submit">{k('submit')}</Button>
        </Group>
        <div role="status">
          {saved !== null && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
              {t('uiKit.form-elements-checkbox.group.saved', { count: saved })}
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  )
}
