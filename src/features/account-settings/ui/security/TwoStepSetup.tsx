import {
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useEnableTwoStep, useNewTwoStepSecret } from '../../api/account-settings.queries'
import { INVALID_CODE, NO_PENDING_SECRET, twoStepCodeSchema } from '../../account-security.schema'

/** The secret in groups of four, as authenticator apps print it. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

interface Props {
  onDone: () => void
  onCancel: () => void
}

/**
 * Two-step setup with an authenticator app: a new secret to enter in the app (or open through
 * its `otpauth:` link), then one code from the app to prove it took it. Used by the security tab
 * and by the modal examples.
 */
export function TwoStepSetup({ onDone, onCancel }: Props) {
  const { t } = useTranslation('account-settings')
  const secret = useNewTwoStepSecret()
  const enable = useEnableTwoStep()
  const asked = useRef(false)
  useEffect(() => {
    // One secret per opening, even when React runs effects twice in development.
    if (asked.current) return
    asked.current = true
    secret.mutate()
  }, [secret])
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaValidate(twoStepCodeSchema, {
      messages: { code: t('accountSettings.twoStep.codeFormat') },
    }),
  })
  const submit = form.onSubmit(({ code }) =>
    enable.mutate(code.replace(/\s/g, ''), {
      onSuccess: onDone,
      onError: (error) => {
        const { code: refused } = fieldErrorsFrom(error, { fields: ['code'] })
        form.setErrors({
          code:
            refused === INVALID_CODE
              ? t('accountSettings.twoStep.invalid')
              : refused === NO_PENDING_SECRET
                ? t('accountSettings.twoStep.expired')
                : t('accountSettings.errors.save'),
        })
      },
    }),
  )
  const key = secret.data?.secret
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>{t('accountSettings.twoStep.step1')}</List.Item>
          <List.Item>{t('accountSettings.twoStep.step2')}</List.Item>
          <List.Item>{t('accountSettings.twoStep.step3')}</List.Item>
        </List>
        {key ? (
          <Stack gap={6}>
            <Text size="sm" fw={600} id="two-step-key">
              {t('accountSettings.twoStep.key')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Code
                fz="md"
                aria-labelledby="two-step-key"
                data-testid="two-step-secret"
                style={{ wordBreak: 'break-all' }}
              >
                {groupSecret(key)}
              </Code>
              <CopyButton value={key}>
                {({ copied, copy }) => (
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={copy}
                    leftSection={
                      copied ? (
                        <IconCheck size={14} aria-hidden />
                      ) : (
                        <IconCopy size={14} aria-hidden />
                      )
                    }
                  >
                    {t(copied ? 'accountSettings.twoStep.copied' : 'accountSettings.twoStep.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Anchor href={secret.data?.otpauthUri} size="sm">
              {t('accountSettings.twoStep.openApp')}
            </Anchor>
          </Stack>
        ) : (
          <Skeleton h={56} radius="sm" />
        )}
        <TextInput
          label={t('accountSettings.twoStep.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          maw={220}
          {...form.getInputProps('code')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('accountSettings.cancel')}
          </Button>
          <Button type="submit" loading={enable.isPending} disabled={!key}>
            {t('accountSettings.twoStep.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
