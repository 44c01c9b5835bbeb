import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { PricingPage } from './pages/PricingPage'
import { admin } from './support/env'

test.describe('pricing and license', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  test('yearly shows 40 and 80 a month; Enterprise chosen stays after a reload and on the license', async ({
    signIn,
    page,
  }) => {
    await signIn(admin, PricingPage.path)
    const pricing = new PricingPage(page)
    await pricing.expectOpen()
    // The seed: Standard, monthly.
    await expect(pricing.cycle.getByRole('radio', { name: 'Monthly' })).toBeChecked()
    await expect(pricing.price('Standard')).toContainText('$49/month')
    await pricing.expectCurrent('Standard')

    await pricing.chooseCycle('Yearly')
    await expect(page).toHaveURL(/cycle=yearly/)
    await expect(pricing.price('Standard')).toHaveText('$40/month$480 billed yearly')
    await expect(pricing.price('Enterprise')).toHaveText('$80/month$960 billed yearly')
    await expect(pricing.price('Basic')).toHaveText('$0/month')
    // Standard, the other cycle: the button switches the cycle rather than saying "current".
    await expect(pricing.plan('Standard').getByRole('button')).toHaveText('Switch to yearly')
    await expect(pricing.plan('Standard')).toContainText('Popular')

    await pricing.choose('Enterprise', '$960 a year')
    await expect(page.getByText('You are now on Enterprise, billed yearly.')).toBeVisible()
    for (const reload of [false, true]) {
      if (reload) await page.goto(PricingPage.path)
      // Without a cycle in the URL, the page shows the caller's own: yearly now.
      await expect(pricing.cycle.getByRole('radio', { name: 'Yearly' })).toBeChecked()
      await expect(pricing.price('Enterprise')).toContainText('$80/month')
      await expect(pricing.price('Standard')).toContainText('$40/month')
      await pricing.expectCurrent('Enterprise')
      await expect(pricing.plan('Standard').getByRole('button')).toHaveText('Choose plan')
      await expect(page.getByTestId('current-plan')).toContainText(
        'You are on Enterprise, billed yearly.',
      )
    }

    await page.goto(PricingPage.licensePath)
    await expect(page.getByRole('heading', { level: 1, name: 'License' })).toBeVisible()
    const license = pricing.license
    await expect(license.getByTestId('license-plan')).toHaveText('Enterprise · Yearly')
    await expect(license).toContainText('Enterprise, billed yearly')
    await expect(license).toContainText('admin@demo.com')
    await expect(license.getByTestId('license-seats')).toHaveText('2 of 50 accounts')
    const key = license.getByTestId('license-key')
    await expect(key).toHaveText('CRDR-••••-••••-••••-EZBQ')
    await license.getByRole('button', { name: 'Show key' }).click()
    await expect(key).toHaveText('CRDR-PYSW-DMQ6-0PRW-EZBQ')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      license.getByRole('button', { name: 'Download license' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('corredor-license-CRDR-PYSW-DMQ6-0PRW-EZBQ.txt')
    const text = await readFile((await download.path())!, 'utf8')
    expect(text).toContain('Corredor license certificate')
    expect(text).toMatch(/License holder: +John Doe <admin@demo\.com>/)
    expect(text).toMatch(/Plan: +Enterprise \(Yearly\)/)
    expect(text).toMatch(/Seats: +2 of 50 accounts/)
  })
})
