import { Card, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './License.module.css'

/** The sections of the terms, in the order they read (their text is in the locales). */
export const TERMS_SECTIONS = ['grant', 'seats', 'data', 'renewal', 'limits', 'liability'] as const

/** The license terms, readable in the reader's language. */
export function LicenseTerms() {
  const { t } = useTranslation('pricing')
  const titleId = useId()
  return (
    <Card component="section" aria-labelledby={titleId} padding="xl" className={classes.terms}>
      <Title order={2} fz="h4" id={titleId}>
        {t('license.terms.title')}
      </Title>
      <Text fz="sm" c="dimmed" mt={4}>
        {t('license.terms.intro')}
      </Text>
      {TERMS_SECTIONS.map((section, index) => (
        <div key={section}>
          <Title order={3} fz="md">
            {index + 1}. {t(`license.terms.${section}.title`)}
          </Title>
          <Text fz="sm" mt={6} lh={1.65}>
            {t(`license.terms.${section}.body`)}
          </Text>
        </div>
      ))}
    </Card>
  )
}
