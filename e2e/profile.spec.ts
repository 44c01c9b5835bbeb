import { expect, test } from './fixtures'
import { chooseLayout, runsLeftToRight, sidewaysOverflow } from './pages/layout'
import { ProfilePage } from './pages/ProfilePage'
import { admin } from './support/env'

const RENEWALS = 'Renewal season is here'

test.describe('profile', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  let profile: ProfilePage

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, ProfilePage.path)
    profile = new ProfilePage(page)
    await profile.expectOpen()
  })

  test('likes a post, votes in the poll and stars a page; all hold after a reload', async ({
    page,
  }) => {
    const post = profile.post(RENEWALS)
    const like = profile.likeButton(post)
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await expect(like).toHaveText('Like · 6')
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(like).toHaveText('Like · 7')
    await expect(profile.likers(post)).toHaveAccessibleName(/^Liked by John Doe, /)

    const star = page.getByRole('button', { name: 'Favourite: Broker Academy' })
    await expect(star).toHaveAttribute('aria-pressed', 'false')
    await star.click()
    await expect(star).toHaveAttribute('aria-pressed', 'true')

    await profile.poll.getByRole('radio', { name: 'Travel' }).check()
    await profile.poll.getByRole('button', { name: 'Vote' }).click()
    await expect(profile.result('Travel')).toContainText('Your vote')

    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect(like).toHaveAttribute('aria-pressed', 'true')
      await expect(like).toHaveText('Like · 7')
      // 4, 3, 2 and 2 votes of 11: the shares moved from 40, 30, 20 and 10.
      await expect(profile.result('Home and contents')).toContainText('37%')
      await expect(profile.result('Travel')).toContainText('18%')
      await expect(profile.result('Travel')).toContainText('Your vote')
      await expect(profile.result('Travel').getByRole('list')).toHaveAccessibleName(
        'Voted for it: Mariana Ortega, John Doe',
      )
      // Voted once: no options to vote with again.
      await expect(profile.poll.getByRole('radio')).toHaveCount(0)
      await expect(star).toHaveAttribute('aria-pressed', 'true')
    }
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await expect(like).toHaveText('Like · 6')
  })

  test('adds a comment (kept after a reload) and loads more posts', async ({ page }) => {
    const post = profile.post(RENEWALS)
    await post.getByRole('button', { name: 'Post comment' }).click()
    await expect(post.getByText('Write a comment first')).toBeVisible()
    await profile.comment(post, 'Calls start on Monday, oldest policies first.')
    await expect(post.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('')
    await expect(post.getByTestId('post-comment')).toHaveCount(3)
    await expect(post).toContainText('3 comments')

    await expect(profile.posts).toHaveCount(3)
    await profile.loadMore.click()
    await expect(profile.posts).toHaveCount(6)
    await profile.loadMore.click()
    await expect(profile.posts).toHaveCount(8)
    await expect(profile.loadMore).toBeHidden()
    await expect(page.getByText('All 8 posts are shown.')).toBeVisible()
    await expect(profile.posts.last()).toContainText('Twelve years ago')

    await page.reload()
    await expect(post.getByTestId('post-comment').last()).toHaveText(
      /John Doe\s*Calls start on Monday, oldest policies first\./,
    )
    await expect(profile.posts).toHaveCount(3)
  })

  test('on a phone in RTL, one column, counts keep their order, nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await chooseLayout(page, { rtl: true })
    await page.reload()
    await profile.expectOpen()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const about = await page.getByRole('region', { name: 'About' }).boundingBox()
    const feed = await profile.posts.first().boundingBox()
    // One column: the posts come under the about card, not beside it.
    expect(feed!.y).toBeGreaterThan(about!.y + about!.height)
    // "2 comments" and "5 days ago" start with their number: they must not read "comments 2".
    const post = profile.post(RENEWALS)
    expect(await runsLeftToRight(post.getByText('2 comments'))).toBe(true)
    expect(await runsLeftToRight(post.locator('time'))).toBe(true)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  })
})
