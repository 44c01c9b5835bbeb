import { SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import {
  EMAIL_TAKEN,
  USERNAME_TAKEN,
  generalSchema,
  type General,
} from '../../account-settings.schema'
import { AVATAR_NOT_IMAGE, AVATAR_TOO_LARGE } from '../../account-avatar.schema'
import { SaveResetButtons } from '../SaveResetButtons'
import { useSectionForm } from '../use-section-form'
import { AvatarField } from './AvatarField'
import { refreshStoredUser } from './stored-user'

interface Props {
  general: General
  onSaved?: () => void
}

/** The account itself: picture, username, name, email, company. Saving updates the navbar too. */
export function GeneralForm({ general, onSaved }: Props) {
  const { t } = useTranslation('account-settings')
  const { form, submit, saving } = useSectionForm({
    toUpdate: (data) => ({ section: 'general', data }),
    initial: general,
    schema: generalSchema,
    messages: {
      avatar: t('accountSettings.avatar.notImage'),
      username: t('accountSettings.errors.username'),
      fullName: t('accountSettings.errors.fullName'),
      email: t('accountSettings.errors.email'),
      company: t('accountSettings.errors.tooLong', { max: 120 }),
    },
    refusals: {
      [EMAIL_TAKEN]: t('accountSettings.errors.emailTaken'),
      [USERNAME_TAKEN]: t('accountSettings.errors.usernameTaken'),
      [AVATAR_TOO_LARGE]: t('accountSettings.avatar.tooLarge'),
      [AVATAR_NOT_IMAGE]: t('accountSettings.avatar.notImage'),
    },
    onSaved: (answer) => {
      if (answer.section === 'general') refreshStoredUser(answer.data)
      onSaved?.()
    },
  })
  // Another tab may have saved meanwhile: the navbar shows the account as it is.
  useEffect(() => refreshStoredUser(general), [general])
  const field = (name: keyof General) => ({
    label: t(`accountSettings.general.${name}`),
    ...form.getInputProps(name),
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <AvatarField
          name={form.values.fullName || general.fullName}
          value={form.values.avatar}
          saved={form.getInitialValues().avatar}
          onChange={(avatar) => form.setFieldValue('avatar', avatar)}
          error={form.errors.avatar}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...field('username')} autoComplete="username" required />
          <TextInput {...field('fullName')} autoComplete="name" required />
          <TextInput {...field('email')} type="email" autoComplete="email" required />
          <TextInput {...field('company')} autoComplete="organization" />
        </SimpleGrid>
        <SaveResetButtons form={form} saving={saving} />
      </Stack>
    </form>
  )
}
