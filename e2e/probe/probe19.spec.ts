import { test } from '../fixtures'
import { admin } from '../support/env'
test.describe('probe', () => {
  test.use({ sharedSession: true })
  test(`animations`, async ({ page, signIn, context }) => {
    await signIn(admin, '/apps/user/list')
    await page.waitForTimeout(3000)
    for (const p of [page, context.pages()[0]!]) {
      const r = await p.evaluate(() => document.getAnimations().map((a) => {
        const t = (a.effect as KeyframeEffect | null)?.target as HTMLElement | null
        return `${a.constructor.name} ${(a as CSSAnimation).animationName ?? ''} ${a.playState} iter=${a.effect?.getComputedTiming().iterations} on ${t?.tagName}.${String(t?.className).slice(0, 60)} ${t?.getAttribute('data-testid') ?? ''}`
      }))
      console.log(p.url(), r.length, '\n' + r.join('\n'))
    }
  })
})
