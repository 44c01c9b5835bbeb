import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
  IconMail,
  IconTrash,
} from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { DemoSection } from '../../ui/DemoSection'
import { Outcome } from './Outcome'
import { RenewalChain } from './RenewalChain'
import { confirm, notice, prompt, type SweetKind } from './sweet-dialogs'

const NOTICES = [
  { kind: 'success', key: 'paid', Icon: IconCircleCheck, color: 'teal' },
  { kind: 'error', key: 'declined', Icon: IconCircleX, color: 'red' },
  { kind: 'warning', key: 'expiring', Icon: IconAlertTriangle, color: 'orange' },
  { kind: 'info', key: 'documents', Icon: IconInfoCircle, color: 'blue' },
] as const

const CANCELLED_POLICY = 'POL-2023-0183'
const QUOTED_POLICY = 'POL-2024-0457'
const email = z.email()

/** Sweet-alert dialogs: a destructive confirm, four kinds of message, a prompt and a chain. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/extensions-sweet-alert', {
    keyPrefix: 'uiKit.extensions-sweet-alert',
  })
  const [confirmed, setConfirmed] = useState<string | null>(null)
  const [noticed, setNoticed] = useState<string | null>(null)
  const [prompted, setPrompted] = useState<string | null>(null)

  const cancelPolicy = async () => {
    const yes = await confirm({
      kind: 'warning',
      title: k('confirm.title'),
      message: k('confirm.message', { number: CANCELLED_POLICY }),
      confirm: k('confirm.yes'),
      cancel: k('confirm.no'),
      danger: true,
    })
    setConfirmed(k(yes ? 'confirm.done' : 'confirm.kept', { number: CANCELLED_POLICY }))
  }

  const showNotice = async (kind: SweetKind, key: string) => {
    await notice({
      kind,
      title: k(`notices.${key}.title`),
      message: k(`notices.${key}.message`),
      ok: k('notices.ok'),
    })
    setNoticed(k('notices.closed', { title: k(`notices.${key}.title`) }))
  }

  const sendQuote = async () => {
    const address = await prompt({
      kind: 'question',
      title: k('prompt.title'),
      message: k('prompt.message', { number: QUOTED_POLICY }),
      label: k('prompt.label'),
      submit: k('prompt.submit'),
      cancel: k('prompt.cancel'),
      validate: (value) =>
        value.trim() === ''
          ? k('prompt.required')
          : email.safeParse(value.trim()).success
            ? null
            : k('prompt.invalid'),
    })
    setPrompted(
      address === null
        ? k('prompt.dismissed')
        : k('prompt.sent', { number: QUOTED_POLICY, email: address }),
    )
  }

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('confirm.section')} description={k('confirm.description')}>
        <Stack gap="md" align="flex-start">
          <Button
            color="red.8"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={cancelPolicy}
          >
            {k('confirm.open', { number: CANCELLED_POLICY })}
          </Button>
          <Outcome text={confirmed} />
        </Stack>
      </DemoSection>
      <DemoSection title={k('notices.section')} description={k('notices.description')}>
        <Stack gap="md">
          <Group gap="xs">
            {NOTICES.map(({ kind, key, Icon, color }) => (
              <Button
                key={key}
                variant="light"
                color={color}
                leftSection={<Icon size={18} aria-hidden />}
                onClick={() => showNotice(kind, key)}
              >
                {k(`notices.${key}.button`)}
              </Button>
            ))}
          </Group>
          <Outcome text={noticed} />
        </Stack>
      </DemoSection>
      <DemoSection title={k('prompt.section')} description={k('prompt.description')}>
        <Stack gap="md" align="flex-start">
          <Button leftSection={<IconMail size={18} aria-hidden />} onClick={sendQuote}>
            {k('prompt.open')}
          </Button>
          <Outcome text={prompted} />
        </Stack>
      </DemoSection>
      <DemoSection title={k('chain.section')} description={k('chain.description')}>
        <RenewalChain />
      </DemoSection>
    </SimpleGrid>
  )
}
