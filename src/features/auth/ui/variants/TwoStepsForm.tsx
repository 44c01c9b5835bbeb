import { Alert, Button, Input, PinInput, Stack, Text } from '@mantine/core'
import { IconDeviceMobileOff } from '@tabler/icons-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuthFrame } from '../auth-frame'
import { BackToLogin, Outcome } from '../AuthParts'
import { Resend } from './Resend'
import classes from './variants.module.css'
import { CODE_LENGTH, codeProblem, normalizeCode, type CodeProblem } from './two-steps-code'

/**
 * The six-digit code of a second sign-in step. No text message leaves an offline install and no
 * account has a second step, so the screen says so, checks the code's form, and ends honestly.
 */
export function TwoStepsForm({ frame }: { frame: AuthFrame }) {
  const { t } = useTranslation('auth-variants')
  const labelId = useId()
  const errorId = useId()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<CodeProblem | null>(null)
  const [checked, setChecked] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = codeProblem(code)
    setProblem(found)
    if (!found) setChecked(normalizeCode(code))
  }

  if (checked)
    return (
      <Outcome icon={IconDeviceMobileOff} title={t('twoSteps.doneTitle')}>
        <Text fz="sm" c="dimmed">
          {t('twoSteps.doneBody', { code: checked })}
        </Text>
        <BackToLogin frame={frame} button />
      </Outcome>
    )

  return (
    <Stack gap="md">
      <Alert
        variant="light"
        icon={<IconDeviceMobileOff size={20} aria-hidden="true" />}
        title={t('twoSteps.noTextTitle')}
        p="sm"
      >
        <Text fz="sm">{t('twoSteps.noTextBody')}</Text>
      </Alert>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div
            role="group"
            aria-labelledby={labelId}
            aria-describedby={problem ? errorId : undefined}
          >
            <Text id={labelId} fz="sm" fw={500} mb={6}>
              {t('twoSteps.codeLabel')}
            </Text>
            <PinInput
              length={CODE_LENGTH}
              type="number"
              oneTimeCode
              autoFocus
              size="lg"
              gap="xs"
              className={classes.pin}
              value={code}
              error={problem !== null}
              onChange={(value) => {
                setCode(value)
                setProblem(null)
              }}
              getInputProps={(index) => ({
                'aria-label': t('twoSteps.digit', { index: index + 1 }),
              })}
            />
            {problem && (
              <Input.Error id={errorId} mt={6}>
                {t(`twoSteps.${problem}`)}
              </Input.Error>
            )}
          </div>
          <Button type="submit" fullWidth>
            {t('twoSteps.submit')}
          </Button>
          <Resend
            prompt={t('twoSteps.noCode')}
            action={t('twoSteps.resend')}
            outcome={t('twoSteps.resent')}
          />
          <BackToLogin frame={frame} />
        </Stack>
      </form>
    </Stack>
  )
}
