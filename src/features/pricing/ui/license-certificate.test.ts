import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import type { License } from '../pricing.schema'
import { certificateFileName, licenseCertificate } from './license-certificate'
import { maskKey } from './LicenseKey'

/** The key and its values, so the test reads what went where without loading the strings. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key}${JSON.stringify(values)}` : key) as unknown as TFunction

const license: License = {
  key: 'CRDR-PYSW-DMQ6-0PRW-EZBQ',
  issuedOn: '2025-01-15',
  holder: { fullName: 'John Doe', email: 'admin@demo.com' },
  planTitle: 'Enterprise',
  subscription: {
    plan: 'enterprise',
    cycle: 'yearly',
    since: '2026-11-25T10:00:00.000Z',
    renewsOn: '2027-11-25',
  },
  seats: { used: 2, allowed: 50 },
}

describe('the license certificate', () => {
  it('names the holder, plan and cycle, the whole key, the dates and the seats, one per line', () => {
    const text = licenseCertificate(license, t, { day: (day) => `day(${day})` })
    const lines = text.split('\n')
    expect(lines[0]).toBe('license.certificate.title')
    expect(lines[1]).toBe('='.repeat('license.certificate.title'.length))
    expect(text).toContain('John Doe <admin@demo.com>')
    expect(text).toContain('Enterprise (pricing.cycle.yearly)')
    expect(text).toMatch(/license\.facts\.key: +CRDR-PYSW-DMQ6-0PRW-EZBQ\n/)
    expect(text).toContain('day(2025-01-15)')
    expect(text).toContain('day(2027-11-25)')
    expect(text).toContain('license.seats.count{"used":2,"allowed":50}')
    // The values line up in one column.
    const starts = lines
      .filter((line) => line.startsWith('license.facts.'))
      .map((line) => line.search(/: +\S/) + line.slice(line.indexOf(':') + 1).search(/\S/) + 1)
    expect(new Set(starts).size).toBe(1)
  })

  it('says the free plan does not renew, and names the file after the key', () => {
    const free = { ...license, subscription: { ...license.subscription, renewsOn: null } }
    expect(licenseCertificate(free, t, { day: String })).toContain('license.facts.noRenewal')
    expect(certificateFileName(license)).toBe('corredor-license-CRDR-PYSW-DMQ6-0PRW-EZBQ.txt')
  })

  it('masks every group of the key but the first and the last', () => {
    expect(maskKey(license.key)).toBe('CRDR-••••-••••-••••-EZBQ')
  })
})
