import { Button, List, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconCircleCheck, IconCircleMinus, IconRefresh } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { confirm, notice, prompt } from './sweet-dialogs'
import { discountedPremium, MAX_DISCOUNT, parseDiscount, RENEWAL_POLICY } from './renewal'

interface Summary {
  /** The steps the user went through, each with its answer. */
  steps: { label: string; done: boolean }[]
  result: string
}

/**
 * Three dialogs, each depending on the last: confirm the renewal, then the discount to grant
 * (checked against the broker's limit), then the renewed premium; the page keeps a summary of
 * the run, including where it stopped when a dialog was dismissed.
 */
export function RenewalChain() {
  const { i18n } = useTranslation('ui-kit/extensions-sweet-alert')
  const { t: k } = useTranslation('ui-kit/extensions-sweet-alert', {
    keyPrefix: 'uiKit.extensions-sweet-alert.chain',
  })
  const [summary, setSummary] = useState<Summary | null>(null)
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' })
  const policy = RENEWAL_POLICY
  const premium = money.format(policy.premium)

  const walk = async () => {
    const steps: Summary['steps'] = []
    const stop = (label: string) => {
      steps.push({ label, done: false })
      setSummary({ steps, result: k('stopped', { step: steps.length }) })
    }
    const renew = await confirm({
      kind: 'question',
      title: k('confirm.title'),
      message: k('confirm.message', { ...policy, premium }),
      confirm: k('confirm.yes'),
      cancel: k('confirm.no'),
    })
    if (!renew) return stop(k('steps.notConfirmed'))
    steps.push({ label: k('steps.confirmed', { number: policy.number }), done: true })

    const typed = await prompt({
      kind: 'info',
      title: k('discount.title'),
      message: k('discount.message', { max: MAX_DISCOUNT }),
      label: k('discount.label'),
      submit: k('discount.submit'),
      cancel: k('discount.cancel'),
      initial: '0',
      validate: (value) => {
        const parsed = parseDiscount(value)
        return 'error' in parsed
          ? k(`discount.errors.${parsed.error}`, { max: MAX_DISCOUNT })
          : null
      },
    })
    const parsed = typed === null ? null : parseDiscount(typed)
    if (!parsed || 'error' in parsed) return stop(k('steps.noDiscount'))
    const percent = parsed.value
    steps.push({ label: k('steps.discount', { percent }), done: true })

    const renewed = money.format(discountedPremium(policy.premium, percent))
    await notice({
      kind: 'success',
      title: k('result.title'),
      message: k('result.message', { client: policy.client, premium: renewed, percent }),
      ok: k('result.ok'),
    })
    steps.push({ label: k('steps.premium', { before: premium, after: renewed }), done: true })
    setSummary({ steps, result: k('finished', { number: policy.number, premium: renewed }) })
  }

  // The provider's one modal re-opens between steps, so its own focus return loses the button.
  const trigger = useRef<HTMLButtonElement>(null)
  const run = async () => {
    await walk()
    trigger.current?.focus()
  }

  return (
    <Stack gap="md" align="flex-start">
      <Button ref={trigger} leftSection={<IconRefresh size={18} aria-hidden />} onClick={run}>
        {k('start', { number: policy.number })}
      </Button>
      <div role="status" aria-label={k('summary')}>
        {summary ? (
          <Stack gap="xs">
            <Text fw={600}>{summary.result}</Text>
            <List spacing={4} size="sm">
              {summary.steps.map((step) => (
                <List.Item
                  key={step.label}
                  icon={
                    <ThemeIcon
                      size={20}
                      radius="xl"
                      color={step.done ? 'teal' : 'gray'}
                      aria-hidden
                    >
                      {step.done ? <IconCircleCheck size={14} /> : <IconCircleMinus size={14} />}
                    </ThemeIcon>
                  }
                >
                  {step.label}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : (
          <Text c="dimmed" fz="sm">
            {k('empty')}
          </Text>
        )}
      </div>
    </Stack>
  )
}
