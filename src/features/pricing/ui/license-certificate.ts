/**
 * The license as a plain-text certificate ("download license"): what an insurer's auditor or the
 * agency's accountant asks for, in the reader's language, readable in any editor.
 */
import type { TFunction } from 'i18next'
import type { License } from '../pricing.schema'

export interface CertificateFormat {
  day: (day: string) => string
}

export function licenseCertificate(license: License, t: TFunction, format: CertificateFormat) {
  const { holder, subscription, seats } = license
  const rows: [string, string][] = [
    [t('license.facts.holder'), `${holder.fullName} <${holder.email}>`],
    [t('license.facts.plan'), `${license.planTitle} (${t(`pricing.cycle.${subscription.cycle}`)})`],
    [t('license.facts.key'), license.key],
    [t('license.facts.issued'), format.day(license.issuedOn)],
    [
      t('license.facts.renews'),
      subscription.renewsOn ? format.day(subscription.renewsOn) : t('license.facts.noRenewal'),
    ],
    [
      t('license.facts.seats'),
      t('license.seats.count', { used: seats.used, allowed: seats.allowed }),
    ],
  ]
  const width = Math.max(...rows.map(([label]) => label.length)) + 2
  const title = t('license.certificate.title')
  return [
    title,
    '='.repeat(title.length),
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    t('license.certificate.footer'),
    '',
  ].join('\n')
}

export const certificateFileName = (license: License) => `corredor-license-${license.key}.txt`
