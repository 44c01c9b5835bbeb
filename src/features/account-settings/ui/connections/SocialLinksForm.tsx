import { SimpleGrid, Stack, TextInput } from '@mantine/core'
import {
  IconBrandFacebook,
  IconBrandGoogle,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconQuestionMark,
  type Icon,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import {
  SOCIAL_HOSTS,
  SOCIAL_NETWORKS,
  socialLinksSchema,
  type SocialLinks,
  type SocialNetwork,
} from '../../account-settings.schema'
import { SaveResetButtons } from '../SaveResetButtons'
import { useSectionForm } from '../use-section-form'

const ICONS: Record<SocialNetwork, Icon> = {
  twitter: IconBrandX,
  facebook: IconBrandFacebook,
  google: IconBrandGoogle,
  linkedIn: IconBrandLinkedin,
  instagram: IconBrandInstagram,
  quora: IconQuestionMark,
}

/** Links to the user's profiles, each checked to be a web address on its own network. */
export function SocialLinksForm({ links }: { links: SocialLinks }) {
  const { t } = useTranslation('account-settings')
  const { form, submit, saving } = useSectionForm({
    toUpdate: (data) => ({ section: 'socialLinks', data }),
    initial: links,
    schema: socialLinksSchema,
    messages: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [
        network,
        t('accountSettings.social.invalid', { host: SOCIAL_HOSTS[network][0] }),
      ]),
    ),
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SOCIAL_NETWORKS.map((network) => {
            const NetworkIcon = ICONS[network]
            return (
              <TextInput
                key={network}
                type="url"
                label={t(`accountSettings.social.network.${network}`)}
                placeholder={`https://${SOCIAL_HOSTS[network][0]}/…`}
                leftSection={<NetworkIcon size={16} aria-hidden />}
                {...form.getInputProps(network)}
              />
            )
          })}
        </SimpleGrid>
        <SaveResetButtons form={form} saving={saving} />
      </Stack>
    </form>
  )
}
