import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { infoSchema, type Info } from '../../account-settings.schema'
import { SaveResetButtons } from '../SaveResetButtons'
import { useSectionForm } from '../use-section-form'
import { countryOptions } from './countries'

interface Props {
  info: Info
  onSaved?: () => void
}

/** What the profile tells about the person: bio, birthday, country, website, phone. */
export function InfoForm({ info, onSaved }: Props) {
  const { t, i18n } = useTranslation('account-settings')
  const { form, submit, saving } = useSectionForm({
    toUpdate: (data) => ({ section: 'info', data }),
    initial: info,
    schema: infoSchema,
    messages: {
      bio: t('accountSettings.errors.tooLong', { max: 500 }),
      dob: t('accountSettings.errors.dob'),
      country: t('accountSettings.errors.tooLong', { max: 80 }),
      website: t('accountSettings.errors.url'),
      phone: t('accountSettings.errors.phone'),
    },
    ...(onSaved ? { onSaved } : {}),
  })
  const field = (name: keyof Info) => ({
    label: t(`accountSettings.info.${name}`),
    ...form.getInputProps(name),
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea {...field('bio')} autosize minRows={3} maxRows={6} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...field('dob')} type="date" max={new Date().toISOString().slice(0, 10)} />
          <Select
            {...field('country')}
            data={countryOptions(i18n.language, form.values.country)}
            searchable
            clearable
            value={form.values.country || null}
            onChange={(value) => form.setFieldValue('country', value ?? '')}
            autoComplete="off"
          />
          <TextInput {...field('website')} type="url" placeholder="https://" autoComplete="url" />
          <TextInput {...field('phone')} type="tel" autoComplete="tel" />
        </SimpleGrid>
        <SaveResetButtons form={form} saving={saving} />
      </Stack>
    </form>
  )
}
