import { execSync } from 'node:child_process'
import { test } from '../fixtures'
import { admin } from '../support/env'
const cpu = () => {
  // total utime+stime (ticks) of all chromium processes
  const out = execSync(`for p in $(pgrep -f chromium); do cat /proc/$p/stat 2>/dev/null; echo; done`).toString()
  let t = 0
  for (const line of out.split('\n')) { const f = line.split(') ')[1]?.split(' '); if (f) t += Number(f[11]) + Number(f[12]) }
  return t
}
test.describe('probe', () => {
  test.use({ sharedSession: true })
  test(`idle cost`, async ({ page, signIn }) => {
    await signIn(admin, '/apps/user/list')
    await page.waitForTimeout(3000)
    for (const motion of ['no-preference', 'reduce', 'no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion: motion })
      await page.waitForTimeout(500)
      const a = cpu()
      await page.waitForTimeout(10000)
      console.log(motion, (cpu() - a) / 100, 's cpu in 10 s')
    }
  })
})
