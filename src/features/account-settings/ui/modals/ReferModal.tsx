import {
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconCheck, IconCopy, IconGift, IconMail, IconUserPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useRefer, useReferrals } from '../../api/modal-examples.queries'
import { ALREADY_REFERRED, referSchema, type Refer } from '../../modal-examples.schema'

interface Props {
  opened: boolean
  onClose: () => void
}

const STEPS = [
  ['invite', IconMail],
  ['join', IconUserPlus],
  ['earn', IconGift],
] as const

/** Refer and earn: invite friends by email (each once), see who joined, copy the referral link. */
export function ReferModal({ opened, onClose }: Props) {
  const { t } = useTranslation('account-settings')
  const referrals = useReferrals()
  const refer = useRefer()
  const form = useForm<Refer>({
    initialValues: { emails: [] },
    validate: schemaValidate(referSchema, {
      messages: {
        emails: t('accountSettings.refer.emails'),
        'emails.*': t('accountSettings.errors.email'),
      },
      fields: ['emails'],
    }),
  })
  const submit = form.onSubmit(async (values) => {
    try {
      await refer.mutateAsync(values)
      form.reset()
    } catch (error) {
      const refused = Object.entries(fieldErrorsFrom(error, { fields: ['emails'] }))
      const first = refused[0]?.[1]
      form.setErrors({
        emails:
          first === ALREADY_REFERRED
            ? t('accountSettings.refer.already')
            : t('accountSettings.refer.own'),
      })
    }
  })
  const link = referrals.data ? `${window.location.origin}/register?ref=${referrals.data.code}` : ''
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('accountSettings.refer.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('accountSettings.close') }}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('accountSettings.refer.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {STEPS.map(([step, StepIcon]) => (
            <Stack key={step} align="center" gap={6} ta="center">
              <ThemeIcon size={48} radius="xl" variant="light">
                <StepIcon size={24} aria-hidden />
              </ThemeIcon>
              <Text size="sm">{t(`accountSettings.refer.step.${step}`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm">
            <TagsInput
              label={t('accountSettings.refer.label')}
              description={t('accountSettings.refer.description')}
              style={{ flex: 1, minWidth: 220 }}
              splitChars={[',', ' ', ';']}
              {...form.getInputProps('emails')}
              // A pasted list ("a@x.com, b@y.com") becomes one address per tag.
              onChange={(tags) =>
                form.setFieldValue(
                  'emails',
                  tags.flatMap((tag) => tag.split(/[,;\s]+/)).filter(Boolean),
                )
              }
            />
            <Button type="submit" mt={46} loading={refer.isPending}>
              {t('accountSettings.refer.send')}
            </Button>
          </Group>
        </form>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('accountSettings.refer.link')}
            value={link}
            readOnly
            style={{ flex: 1 }}
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {t(copied ? 'accountSettings.twoStep.copied' : 'accountSettings.twoStep.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Stack gap="xs" role="list" aria-label={t('accountSettings.refer.listLabel')}>
          {(referrals.data?.referrals ?? []).map((referral) => (
            <Group key={referral.id} justify="space-between" role="listitem" data-testid="referral">
              <Text size="sm">{referral.email}</Text>
              <Badge variant="light" color={referral.status === 'joined' ? 'green' : 'gray'}>
                {t(`accountSettings.refer.status.${referral.status}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Modal>
  )
}
