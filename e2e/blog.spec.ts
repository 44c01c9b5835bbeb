import { expect, test } from './fixtures'
import { BlogPage } from './pages/BlogPage'
import { admin } from './support/env'

/** A 1 × 1 PNG: small enough to upload, real enough for the browser to decode and resize. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('blog', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  let blog: BlogPage

  test.beforeEach(({ page }) => {
    blog = new BlogPage(page)
  })

  test('a post’s title edited in the editor shows in the list, after a reload too', async ({
    signIn,
    page,
  }) => {
    await signIn(admin, BlogPage.edit(2))
    const title = blog.field('Title')
    await expect(title).toHaveValue('How to file a car claim in six steps')
    await title.fill('How to file a car claim in five steps')
    // The slug was the title's own, so it follows the new one.
    await expect(blog.field('Slug')).toHaveValue('how-to-file-a-car-claim-in-five-steps')
    await blog.save()
    await expect(page.getByText('“How to file a car claim in five steps” is saved.')).toBeVisible()
    await expect(page).toHaveURL(BlogPage.edit(2))

    await page.goto(`${BlogPage.list}?page=2`)
    const card = blog.card('How to file a car claim in five steps')
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect(card).toBeVisible()
      await expect(card).toContainText('Lucía Fernández')
      await expect(card).toContainText('3 comments')
    }
    // The sidebar's search finds it by its new words, and says so in the URL.
    await page.goto(BlogPage.list)
    await blog.search.fill('five steps')
    await expect(page).toHaveURL(/q=five\+steps|q=five%20steps/)
    await expect(blog.cards).toHaveCount(1)
    await expect(blog.cards).toContainText('How to file a car claim in five steps')
  })

  test('a comment added to a post is there after a reload', async ({ signIn, page }) => {
    await signIn(admin, BlogPage.post(3))
    await expect(page.getByRole('heading', { level: 2, name: 'Comments (2)' })).toBeVisible()
    await page.getByRole('button', { name: 'Post comment' }).click()
    await expect(page.getByText('Write a comment first')).toBeVisible()
    await blog.comment('We now attach the three-insurer comparison to every cyber quote.')
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveValue('')
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect(page.getByRole('heading', { level: 2, name: 'Comments (3)' })).toBeVisible()
      await expect(blog.comments.last()).toContainText('John Doe')
      await expect(blog.comments.last()).toContainText(
        'We now attach the three-insurer comparison to every cyber quote.',
      )
    }
  })

  test('a new post with an uploaded picture: a taken slug is refused on its field', async ({
    signIn,
    page,
  }) => {
    await signIn(admin, BlogPage.list)
    await blog.expectList()
    await page.getByRole('link', { name: 'New post' }).first().click()
    await expect(page).toHaveURL(BlogPage.add)
    await blog.field('Title').fill('Travel cover before the summer rush')
    await expect(blog.field('Slug')).toHaveValue('travel-cover-before-the-summer-rush')
    await blog.pick('Categories', 'Home and auto', 'Claims')
    await blog.pick('Status', 'Published')
    await blog.content.fill('Pack the policy number with the passports.')

    const upload = page.locator('input[type=file]')
    await upload.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('no'),
    })
    await expect(page.getByText('That file is not an image.')).toBeVisible()
    await upload.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL })
    const preview = page.getByRole('img', { name: 'The featured image' })
    await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/)

    await blog.save()
    await expect(page.getByText('Another post already uses this slug')).toBeVisible()
    await expect(page).toHaveURL(BlogPage.add)
    // A slug typed by hand stays when the title changes again.
    await blog.field('Slug').fill('summer-travel-checklist')
    await blog.field('Title').fill('Summer travel: the checklist')
    await expect(blog.field('Slug')).toHaveValue('summer-travel-checklist')
    await blog.save()
    await expect(page).toHaveURL(BlogPage.edit(12))
    await expect(page.getByText('“Summer travel: the checklist” is saved.')).toBeVisible()

    await page.goto(BlogPage.list)
    const card = blog.cards.first()
    await expect(card.getByRole('heading')).toHaveText('Summer travel: the checklist')
    await expect(card).toContainText('John Doe')
    await expect(card).toContainText('Pack the policy number with the passports.')
    await expect(card.locator('img').first()).toHaveAttribute('src', /^data:image\/jpeg;base64,/)
  })
})
