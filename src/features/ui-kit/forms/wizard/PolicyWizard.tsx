/**
 * The new car policy wizard. One form holds every step's values (Back and clicking a finished
 * step lose nothing); its `validate` is the active step's schema, so Next checks that step only.
 * The steps carry no content of their own: the fields sit below (horizontal) or beside
 * (vertical) the stepper.
 */
import { Alert, Button, Grid, Group, Stack, Stepper, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconCircleCheck } from '@tabler/icons-react'
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LocalDates } from '@/shared/ui/dates/LocalDates'
import {
  blurWhenChanged,
  codedValidate,
  focusFirstError,
  focusOnFailure,
  formatMoney,
  pretendSave,
  today,
} from '../form-kit'
import classes from './wizard.module.css'
import { CoverageStep, HolderStep, ReviewStep, VehicleStep } from './WizardSteps'
import {
  EMPTY_WIZARD,
  policyReference,
  quotePremium,
  wizardSteps,
  type WizardValues,
} from './wizard.schema'

interface Issued {
  reference: string
  premium: number
  holder: string
}

export function PolicyWizard({ orientation }: { orientation: 'horizontal' | 'vertical' }) {
  const { i18n } = useTranslation('ui-kit/forms-wizard')
  const { t: k } = useTranslation('ui-kit/forms-wizard', { keyPrefix: 'uiKit.forms-wizard' })
  const steps = useMemo(() => wizardSteps(new Date().getFullYear()), [])
  const [active, setActive] = useState(0)
  const [issued, setIssued] = useState<Issued | null>(null)
  const body = useRef<HTMLDivElement>(null)
  const moved = useRef(false)
  const last = steps.length - 1
  const form = useForm<WizardValues>({
    initialValues: EMPTY_WIZARD,
    validate: codedValidate(steps[active]!.schema, (code) => k(`errors.${code}`)),
    ...blurWhenChanged<WizardValues>(),
  })

  // After Next, Back or a step click, the reader lands on the step's first field.
  useEffect(() => {
    if (!moved.current) return
    body.current?.querySelector<HTMLElement>('[data-path]')?.focus()
  }, [active])

  const go = (step: number) => {
    moved.current = true
    form.clearErrors()
    setActive(step)
  }
  const next = () => {
    const result = form.validate()
    if (result.hasErrors) focusFirstError(body.current, result.errors)
    else go(active + 1)
  }
  // Built at submit time: the handlers read the form's element, which render must not touch.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(async (values) => {
      if (active < last) return next()
      await pretendSave(600)
      setIssued({
        reference: policyReference(values.plate, today()),
        premium: quotePremium(values.plan, Number(values.value), values.excess),
        holder: values.fullName.trim(),
      })
    }, focusOnFailure)(event)
  const restart = () => {
    form.reset()
    setIssued(null)
    go(0)
  }

  const stepper = (
    <Stepper
      active={issued ? steps.length : active}
      onStepClick={issued ? undefined : go}
      allowNextStepsSelect={false}
      orientation={orientation}
      size="sm"
      classNames={
        orientation === 'horizontal'
          ? { stepBody: classes.stepBody, separator: classes.separator }
          : undefined
      }
    >
      {steps.map((step) => (
        <Stepper.Step
          key={step.key}
          label={k(`steps.${step.key}.label`)}
          description={k(`steps.${step.key}.description`)}
        />
      ))}
    </Stepper>
  )

  const pages: Record<(typeof steps)[number]['key'], ReactNode> = {
    holder: <HolderStep form={form} />,
    vehicle: <VehicleStep form={form} />,
    coverage: <CoverageStep form={form} />,
    review: <ReviewStep form={form} />,
  }
  const current = steps[active]!
  const content = issued ? (
    <Stack>
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={k('done.title')}
        role="status"
      >
        <Text fz="sm">
          {k('done.body', {
            holder: issued.holder,
            reference: issued.reference,
            premium: formatMoney(issued.premium, i18n.language),
          })}
        </Text>
      </Alert>
      <Group>
        <Button variant="default" onClick={restart}>
          {k('actions.another')}
        </Button>
      </Group>
    </Stack>
  ) : (
    <form onSubmit={submit} noValidate>
      <Stack ref={body}>
        <Text fw={600} fz="sm" aria-live="polite">
          {k('position', {
            step: active + 1,
            total: steps.length,
            name: k(`steps.${current.key}.label`),
          })}
        </Text>
        {pages[current.key]}
        <Group justify="space-between">
          <Button variant="default" onClick={() => go(active - 1)} disabled={active === 0}>
            {k('actions.back')}
          </Button>
          {active < last ? (
            <Button onClick={next}>{k('actions.next')}</Button>
          ) : (
            <Button type="submit" loading={form.submitting}>
              {k('actions.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )

  return (
    <LocalDates>
      {orientation === 'horizontal' ? (
        <Stack gap="lg">
          {stepper}
          {content}
        </Stack>
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, sm: 4 }}>{stepper}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>{content}</Grid.Col>
        </Grid>
      )}
    </LocalDates>
  )
}
