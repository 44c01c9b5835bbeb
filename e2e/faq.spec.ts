import { expect, test } from './fixtures'
import { HelpCenterPage } from './pages/HelpCenterPage'
import { admin } from './support/env'

test.describe('help center', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  let help: HelpCenterPage

  test.beforeEach(({ page }) => {
    help = new HelpCenterPage(page)
  })

  test('the FAQ searched to a match and to no match, each kept by the URL through a reload', async ({
    signIn,
    page,
  }) => {
    await signIn(admin, HelpCenterPage.faq)
    await help.expectFaq()
    await expect(help.tabs).toHaveCount(5)
    await expect(page.getByRole('link', { name: '+34 963 52 18 40' })).toHaveAttribute(
      'href',
      'tel:+34963521840',
    )
    await expect(page.getByRole('link', { name: 'support@doe-insurance.example' })).toHaveAttribute(
      'href',
      'mailto:support@doe-insurance.example',
    )

    // "Excess" is in one question and in the answer of another: both are found.
    await help.faqSearch.fill('EXCESS')
    await expect(page).toHaveURL(/[?&]q=EXCESS/)
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect(help.faqSearch).toHaveValue('EXCESS')
      await expect(page.getByTestId('faq-found')).toHaveText('2 answers found for “EXCESS”')
      await expect(help.tabs).toHaveCount(1)
      await expect(help.tab('Policies and coverage')).toHaveAttribute('aria-selected', 'true')
      await expect(help.answers).toHaveCount(2)
      // Searching, every answer found is open.
      await expect(help.answer('How do I know what my policy covers?')).toContainText(
        'your own sums insured, excess and optional covers',
      )
      await expect(help.answer('What is an excess?')).toContainText('With a €300 excess')
    }

    await help.faqSearch.fill('hamster')
    await expect(page).toHaveURL(/[?&]q=hamster/)
    const noMatch = page.getByTestId('faq-no-match')
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect(noMatch).toContainText('No answers for “hamster”')
      await expect(help.tabs).toHaveCount(0)
    }
    await noMatch.getByRole('button', { name: 'Clear the search' }).click()
    await expect(page).not.toHaveURL(/q=/)
    await expect(help.faqSearch).toHaveValue('')
    await expect(help.tabs).toHaveCount(5)

    // A category chosen is in the URL too.
    await help.tab('Claims').click()
    await expect(page).toHaveURL(/[?&]category=claims/)
    await page.reload()
    await expect(help.tab('Claims')).toHaveAttribute('aria-selected', 'true')
    await expect(help.answer('How do I report a claim?')).toContainText('within seven days')
  })

  test('a knowledge-base question opened from the search: its article and related questions, and the reader’s answer, after a reload', async ({
    signIn,
    page,
  }) => {
    await signIn(admin, HelpCenterPage.kb)
    await expect(help.heading('Knowledge base')).toBeVisible()
    await expect(page.getByTestId('kb-category')).toHaveCount(6)
    await help.kbSearch.fill('car accident')
    await expect(
      page.getByRole('heading', { name: '1 question matches “car accident”' }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'What to do after a car accident' }).click()

    const path = HelpCenterPage.question('claims', 'what-to-do-after-a-car-accident')
    await expect(page).toHaveURL(path)
    await expect(help.heading('What to do after a car accident')).toBeVisible()
    await help.helpfulButton('Yes').click()
    await expect(help.helpfulButton('Yes')).toHaveAttribute('aria-pressed', 'true')
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect(help.heading('What to do after a car accident')).toBeVisible()
      await expect(page.getByTestId('kb-last-updated')).toHaveText('Last updated on Sep 30, 2026')
      await expect(help.article.getByRole('heading', { name: 'At the scene' })).toBeVisible()
      await expect(help.article).toContainText('joint accident report')
      await expect(help.related.getByRole('link')).toHaveText([
        'How to file a claim',
        'Adding a driver to a motor policy',
      ])
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Claims')
      await expect(help.helpfulButton('Yes')).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByTestId('kb-helpful')).toContainText(
        '32 of 35 readers found it helpful',
      )
    }

    // A link in the article to another article moves within the app: the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { faqE2eMarker: true }))
    await help.article.getByRole('link', { name: 'How to file a claim' }).click()
    await expect(page).toHaveURL(HelpCenterPage.question('claims', 'how-to-file-a-claim'))
    await expect(help.heading('How to file a claim')).toBeVisible()
    expect(await page.evaluate(() => 'faqE2eMarker' in window)).toBe(true)
    await page.goBack()

    // A related question in another category opens at its own address.
    await help.related.getByRole('link', { name: 'Adding a driver to a motor policy' }).click()
    await expect(page).toHaveURL(
      HelpCenterPage.question('policies', 'adding-a-driver-to-a-motor-policy'),
    )
    await expect(help.heading('Adding a driver to a motor policy')).toBeVisible()
    await expect(help.helpfulButton('Yes')).toHaveAttribute('aria-pressed', 'false')
  })

  test('an unknown category or question shows the not-found card and the way back', async ({
    signIn,
    page,
  }) => {
    await signIn(admin, `${HelpCenterPage.kb}/pets`)
    await expect(help.heading('Category not found')).toBeVisible()
    // A real question asked within a category it is not in is not there either.
    await page.goto(HelpCenterPage.question('billing', 'how-to-file-a-claim'))
    await expect(help.heading('Question not found')).toBeVisible()
    await page.goto(HelpCenterPage.question('claims', 'No_Such_Question'))
    await expect(help.heading('Question not found')).toBeVisible()
    await page.getByRole('link', { name: 'Back to the knowledge base' }).click()
    await expect(page).toHaveURL(HelpCenterPage.kb)
    await expect(help.heading('Knowledge base')).toBeVisible()
  })
})
