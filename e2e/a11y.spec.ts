import { expect, test } from './fixtures'
import { admin } from './support/env'
import { audit, SKINS } from './support/axe'

const publicScreens = [
  '/login',
  '/register',
  '/forgot-password',
  '/misc/not-authorized',
  '/misc/coming-soon',
  '/misc/maintenance',
  '/nope',
]
const signedInScreens = [
  '/settings',
  '/access-control',
  '/apps/email',
  '/apps/email/inbox?mail=1',
  '/apps/chat',
]

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const skin of SKINS) {
    test(`public screens in the ${skin} skin`, async ({ page }) => {
      // Seven screens, each loaded and audited: more than one test's usual time.
      test.slow()
      await page.addInitScript((chosen) => {
        localStorage.setItem(
          'corredor-layout',
          JSON.stringify({ state: { skin: chosen }, version: 1 }),
        )
      }, skin)
      for (const path of publicScreens) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        expect(await audit(page), path).toEqual([])
        // Lighthouse (and screen readers) expect the content in a main landmark.
        await expect(page.getByRole('main'), path).toHaveCount(1)
      }
    })
  }
})

test.describe('accessibility (axe, WCAG 2.1 AA), signed in', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  for (const skin of SKINS) {
    test(`signed-in screens in the ${skin} skin`, async ({ page, signIn }) => {
      // Five screens, each loaded, settled and audited: more than one test's usual time.
      test.slow()
      await page.addInitScript((chosen) => {
        if (!localStorage.getItem('corredor-layout'))
          localStorage.setItem(
            'corredor-layout',
            JSON.stringify({ state: { skin: chosen }, version: 1 }),
          )
      }, skin)
      await signIn(admin)
      for (const path of signedInScreens) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await expect(page.locator('html'), path).toHaveAttribute('data-mantine-color-scheme', skin)
        await page.waitForLoadState('networkidle')
        expect(await audit(page), path).toEqual([])
      }
    })
  }
})
