import { Button, Group, Modal, Stack, Stepper, Text, ThemeIcon } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMediaQuery } from '@mantine/hooks'
import { IconCircleCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { useCreateApp } from '../../api/modal-examples.queries'
import { AppStepFields, AppSummary } from './AppStepFields'
import { APP_STEPS, blankApp, checkStep, toCreateApp, type AppValues } from './create-app-form'

interface Props {
  opened: boolean
  onClose: () => void
}

/** The create-app wizard: details, framework, database, billing, then a review to submit. */
export function CreateAppModal({ opened, onClose }: Props) {
  const { t } = useTranslation('account-settings')
  const create = useCreateApp()
  const [step, setStep] = useState(0)
  const [created, setCreated] = useState<string | null>(null)
  const form = useForm<AppValues>({ initialValues: blankApp })
  const next = () => {
    const errors = checkStep(step, form.values, t)
    form.setErrors(errors)
    if (Object.keys(errors).length === 0) setStep((current) => current + 1)
  }
  const submit = async () => {
    try {
      const input = toCreateApp(form.values)
      // Every step was checked on the way here, so every choice is made.
      if (!input) return
      await create.mutateAsync(input)
      setCreated(input.name)
      setStep(APP_STEPS.length + 1)
    } catch (error) {
      const refused = fieldErrorsFrom(error, { fields: Object.keys(blankApp) })
      const back = APP_STEPS.findIndex((_, index) =>
        Object.keys(checkStep(index, form.values, t)).some((field) => field in refused),
      )
      if (back >= 0) setStep(back)
      form.setErrors(
        Object.keys(refused).length
          ? {
              ...refused,
              paymentMethodId:
                refused.paymentMethodId && t('accountSettings.modals.app.errors.card'),
            }
          : { name: t('accountSettings.errors.save') },
      )
    }
  }
  const close = () => {
    onClose()
    // Afterwards: the next opening starts a new app.
    setTimeout(() => {
      form.reset()
      setStep(0)
      setCreated(null)
    }, 200)
  }
  const review = step === APP_STEPS.length
  // On a phone the five labels do not fit in a row: the numbers stay, the current step is named.
  const phone = useMediaQuery('(max-width: 36em)')
  const names = [...APP_STEPS, 'submit'].map((id) => t(`accountSettings.modals.app.step.${id}`))
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('accountSettings.modals.app.title')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('accountSettings.close') }}
    >
      {phone && step < names.length && (
        <Text fw={600} size="sm" mb="sm">
          {t('accountSettings.modals.app.stepOf', {
            step: step + 1,
            count: names.length,
            name: names[step],
          })}
        </Text>
      )}
      <Stepper
        active={step}
        onStepClick={(target) => target < step && setStep(target)}
        size="sm"
        allowNextStepsSelect={false}
      >
        {APP_STEPS.map((id, index) => (
          <Stepper.Step
            key={id}
            label={phone ? undefined : names[index]}
            // Without its label the step shows its number only: named by both.
            aria-label={phone ? `${index + 1}. ${names[index]}` : undefined}
          >
            <AppStepFields step={id} form={form} />
          </Stepper.Step>
        ))}
        <Stepper.Step
          label={phone ? undefined : names[APP_STEPS.length]}
          aria-label={phone ? `${APP_STEPS.length + 1}. ${names[APP_STEPS.length]}` : undefined}
        >
          <AppSummary values={form.values} />
        </Stepper.Step>
        <Stepper.Completed>
          <Stack align="center" gap="sm" py="lg" ta="center">
            <ThemeIcon size={56} radius="xl" color="green" variant="light">
              <IconCircleCheck size={32} aria-hidden />
            </ThemeIcon>
            <Text fw={600} role="status">
              {t('accountSettings.modals.app.done', { name: created ?? '' })}
            </Text>
          </Stack>
        </Stepper.Completed>
      </Stepper>
      <Group justify="space-between" mt="xl">
        {step > APP_STEPS.length ? (
          <Button ml="auto" onClick={close}>
            {t('accountSettings.close')}
          </Button>
        ) : (
          <>
            <Button
              variant="default"
              disabled={step === 0}
              onClick={() => setStep((current) => current - 1)}
            >
              {t('accountSettings.modals.app.back')}
            </Button>
            {review ? (
              <Button color="green.8" loading={create.isPending} onClick={() => void submit()}>
                {t('accountSettings.modals.app.submit')}
              </Button>
            ) : (
              <Button onClick={next}>{t('accountSettings.modals.app.next')}</Button>
            )}
          </>
        )}
      </Group>
    </Modal>
  )
}
