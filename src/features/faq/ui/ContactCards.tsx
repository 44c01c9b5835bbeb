import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconMail, IconPhone } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SupportContact } from '../faq.schema'
import { telHref } from './help-search'

interface CardProps {
  icon: ReactNode
  href: string
  value: string
  label: string
  hint: string
}

function ContactCard({ icon, href, value, label, hint }: CardProps) {
  return (
    <Card padding="xl" data-testid="faq-contact">
      <Stack align="center" gap={6} ta="center">
        <ThemeIcon size={52} radius="md" variant="light" mb="xs">
          {icon}
        </ThemeIcon>
        <Text c="dimmed" fz="sm">
          {label}
        </Text>
        {/* A number or address reads left to right in every language. */}
        <Anchor href={href} fz="lg" fw={600} dir="ltr">
          {value}
        </Anchor>
        <Text c="dimmed" fz="sm">
          {hint}
        </Text>
      </Stack>
    </Card>
  )
}

/** "Still have a question?": the agency's support line, as links a phone or mail app opens. */
export function ContactCards({ contact }: { contact: SupportContact }) {
  const { t } = useTranslation('faq')
  return (
    <Stack component="section" aria-labelledby="faq-contact-title" gap="lg" mt="md">
      <div>
        <Title order={2} fz="h3" ta="center" id="faq-contact-title">
          {t('faq.contact.title')}
        </Title>
        <Text c="dimmed" ta="center" mt={4}>
          {t('faq.contact.subtitle')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ContactCard
          icon={<IconPhone size={26} aria-hidden />}
          href={telHref(contact.phone)}
          value={contact.phone}
          label={t('faq.contact.phone')}
          hint={t('faq.contact.phoneHint')}
        />
        <ContactCard
          icon={<IconMail size={26} aria-hidden />}
          href={`mailto:${contact.email}`}
          value={contact.email}
          label={t('faq.contact.email')}
          hint={t('faq.contact.emailHint')}
        />
      </SimpleGrid>
    </Stack>
  )
}
