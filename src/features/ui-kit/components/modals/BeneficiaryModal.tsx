import {
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconUserPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import {
  beneficiarySchema,
  RELATIONSHIPS,
  remainingShare,
  useBeneficiaryForm,
  type Beneficiary,
} from './beneficiary-form'
import { useModalsText } from './modals-text'

const FIRST: Beneficiary = {
  fullName: 'Marta Ruiz',
  email: 'marta.ruiz@example.com',
  relationship: 'spouse',
  share: 60,
}

/** A form in a modal: validated as the user submits, its result added to the list on the page. */
export function BeneficiaryModal() {
  const k = useModalsText()
  const [opened, { open, close }] = useDisclosure(false)
  const [beneficiaries, setBeneficiaries] = useState<Beneficiary[]>([FIRST])
  const remaining = remainingShare(beneficiaries)
  return (
    <DemoSection title={k('form.title')} description={k('form.description')}>
      <Table aria-label={k('form.tableLabel')} fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{k('form.fullName')}</Table.Th>
            <Table.Th>{k('form.relationship')}</Table.Th>
            <Table.Th ta="end">{k('form.share')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {beneficiaries.map((person, index) => (
            <Table.Tr key={index}>
              <Table.Td>{person.fullName}</Table.Td>
              <Table.Td>{k(`form.relationships.${person.relationship}`)}</Table.Td>
              <Table.Td ta="end">{person.share}%</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Badge variant="light" color={remaining > 0 ? 'orange' : 'teal'} data-testid="share-left">
          {k('form.left', { remaining })}
        </Badge>
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={open}
          disabled={remaining === 0}
        >
          {k('form.open')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={k('form.modalTitle')}
        closeButtonProps={{ 'aria-label': k('close') }}
      >
        {opened && (
          <BeneficiaryForm
            remaining={remaining}
            onCancel={close}
            onAdd={(person) => {
              setBeneficiaries((list) => [...list, person])
              close()
            }}
          />
        )}
      </Modal>
    </DemoSection>
  )
}

interface FormProps {
  remaining: number
  onAdd: (person: Beneficiary) => void
  onCancel: () => void
}

function BeneficiaryForm({ remaining, onAdd, onCancel }: FormProps) {
  const k = useModalsText()
  const form = useBeneficiaryForm(remaining, {
    fullName: k('form.errors.fullName'),
    email: k('form.errors.email'),
    relationship: k('form.errors.relationship'),
    share: k('form.errors.share'),
    tooMuch: (left) => k('form.errors.tooMuch', { remaining: left }),
  })
  const submit = form.onSubmit((values) => onAdd(beneficiarySchema.parse(values)))
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={k('form.fullName')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={k('form.email')}
          type="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Select
          label={k('form.relationship')}
          withAsterisk
          data={RELATIONSHIPS.map((value) => ({ value, label: k(`form.relationships.${value}`) }))}
          {...form.getInputProps('relationship')}
        />
        <NumberInput
          label={k('form.share')}
          description={k('form.shareHint', { remaining })}
          withAsterisk
          min={1}
          max={100}
          suffix="%"
          {...form.getInputProps('share')}
        />
        <Text fz="xs" c="dimmed">
          {k('form.required')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {k('form.cancel')}
          </Button>
          <Button type="submit">{k('form.submit')}</Button>
        </Group>
      </Stack>
    </form>
  )
}
