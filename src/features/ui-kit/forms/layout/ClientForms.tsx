/** The same new client form in four layouts; each one validates and submits for real. */
import { Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core'
import type { ClientField } from './layout.schema'
import classes from './layout.module.css'
import { useClientForm } from './use-client-form'

const ORDER: ClientField[] = [
  'fullName',
  'clientType',
  'taxId',
  'email',
  'phone',
  'contactBy',
  'street',
  'city',
  'postcode',
  'notes',
]

function Actions({ k, loading }: { k: (key: string) => string; loading: boolean }) {
  return (
    <Group justify="flex-end">
      <Button type="reset" variant="default">
        {k('actions.clear')}
      </Button>
      <Button type="submit" loading={loading}>
        {k('actions.save')}
      </Button>
    </Group>
  )
}

type Variant = 'vertical' | 'horizontal' | 'columns' | 'sections'

export function ClientForm({ variant }: { variant: Variant }) {
  const { form, submit, fields, k } = useClientForm(
    variant === 'horizontal' ? { root: classes.row, label: classes.label } : undefined,
  )
  const all = ORDER.map((field) => <div key={field}>{fields[field]}</div>)
  const body =
    variant === 'columns' ? (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{all}</SimpleGrid>
    ) : variant === 'sections' ? (
      <>
        {(
          [
            ['who', ['fullName', 'clientType', 'taxId']],
            ['contact', ['email', 'phone', 'contactBy']],
            ['address', ['street', 'city', 'postcode']],
          ] as const
        ).map(([legend, group]) => (
          <Fieldset key={legend} legend={k(`sections.${legend}`)} radius="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {group.map((field) => (
                <div key={field}>{fields[field]}</div>
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        <Fieldset legend={k('sections.notes')} radius="md">
          {fields.notes}
        </Fieldset>
      </>
    ) : (
      <Stack gap="sm" maw={variant === 'vertical' ? 560 : 760}>
        {all}
      </Stack>
    )
  return (
    <form onSubmit={submit} onReset={form.onReset} noValidate aria-label={k(`${variant}.title`)}>
      <Stack>
        {body}
        {variant === 'sections' ? (
          <div className={classes.actions}>
            <Actions k={k} loading={form.submitting} />
          </div>
        ) : (
          <Actions k={k} loading={form.submitting} />
        )}
      </Stack>
    </form>
  )
}
