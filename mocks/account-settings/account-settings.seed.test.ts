import { describe, expect, it } from 'vitest'
import { accountSettingsRowSchemas } from './account-settings.rows'
import { accountSettingsSeeds, renewalDays } from './account-settings.seed'

describe('the account settings seed', () => {
  it('dates the charges on the 15ths before the seed, across a new year', () => {
    expect(renewalDays(new Date('2026-02-20T10:00:00Z'), 3)).toEqual([
      '2025-12-15',
      '2026-01-15',
      '2026-02-15',
    ])
    expect(renewalDays(new Date('2026-01-14T10:00:00Z'), 2)).toEqual(['2025-11-15', '2025-12-15'])
  })

  it('passes the row schemas an import checks, every table', async () => {
    for (const seed of accountSettingsSeeds) {
      const schema = accountSettingsRowSchemas[seed.table as keyof typeof accountSettingsRowSchemas]
      for (const row of await seed.rows()) expect(schema.safeParse(row).error).toBeUndefined()
    }
  })
})
