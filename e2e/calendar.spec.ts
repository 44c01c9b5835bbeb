import { expect, test } from './fixtures'
import { CalendarPage } from './pages/CalendarPage'
import { admin } from './support/env'

/** A day of the current month as the month view names it (the seeds are laid out this month). */
const dayOfMonth = (day: number) => {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(day)}`
}

test.describe('calendar', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  let calendar: CalendarPage

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, CalendarPage.path)
    calendar = new CalendarPage(page)
    await calendar.expectOpen()
  })

  test('shows the seeded events of this month in the month view', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeAttached()
    await expect(calendar.day(dayOfMonth(4)).getByText('Fleet renewal')).toBeVisible()
    await expect(calendar.day(dayOfMonth(8)).getByText('Office closed')).toBeVisible()
    await expect(calendar.event('Insurance brokers summit')).toBeVisible()
    await expect(calendar.viewAll).toBeChecked()
  })

  test('adds an event through the drawer, after a reload too', async ({ page }) => {
    await calendar.clickDay(dayOfMonth(10))
    const drawer = calendar.drawer('Add event')
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('switch', { name: 'All day' })).toBeChecked()
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(drawer.getByText('Required')).toBeVisible()
    await drawer.getByLabel('Title').fill('Policy audit')
    await drawer.getByRole('combobox', { name: 'Calendar' }).click()
    await page.getByRole('option', { name: 'Family' }).click()
    await drawer.getByLabel('Location').fill('Head office')
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(drawer).toBeHidden()
    await expect(calendar.day(dayOfMonth(10)).getByText('Policy audit')).toBeVisible()
    await page.reload()
    await expect(calendar.day(dayOfMonth(10)).getByText('Policy audit')).toBeVisible()
    await calendar.event('Policy audit').click()
    const edit = calendar.drawer('Edit event')
    await expect(edit.getByLabel('Location')).toHaveValue('Head office')
    await expect(edit.getByRole('combobox', { name: 'Calendar' })).toHaveValue('Family')
  })

  test('moves an event by dragging it to another day, after a reload too', async ({ page }) => {
    await calendar.dragTo('Office closed – bank holiday', dayOfMonth(17))
    await expect(calendar.day(dayOfMonth(17)).getByText('Office closed')).toBeVisible()
    await expect(calendar.day(dayOfMonth(8)).getByText('Office closed')).toHaveCount(0)
    await page.reload()
    await expect(calendar.day(dayOfMonth(17)).getByText('Office closed')).toBeVisible()
    await expect(calendar.day(dayOfMonth(8)).getByText('Office closed')).toHaveCount(0)
  })

  test('lengthens an event by dragging its end, after a reload too', async ({ page }) => {
    const end = () => calendar.drawer('Edit event').getByRole('button', { name: 'End' })
    await calendar.event('Insurance brokers summit').first().click()
    await expect(end()).toHaveText(/^13 \w+ \d{4}$/)
    await page.keyboard.press('Escape')
    await expect(calendar.drawer('Edit event')).toBeHidden()

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/apps/calendar/update-event') && response.ok(),
    )
    await calendar.resizeTo('Insurance brokers summit', dayOfMonth(14))
    await saved
    await page.reload()
    await calendar.event('Insurance brokers summit').first().click()
    await expect(end()).toHaveText(/^14 \w+ \d{4}$/)
  })

  test('filters a kind off and on, after a reload too', async ({ page }) => {
    await calendar.kind('Business').uncheck()
    await expect(calendar.event('Fleet renewal')).toHaveCount(0)
    await expect(calendar.event('Dentist appointment')).toBeVisible()
    await expect(calendar.viewAll).not.toBeChecked()
    await expect(page).toHaveURL(
      /calendars=Holiday%2CPersonal%2CFamily%2CETC|calendars=Holiday,Personal,Family,ETC/,
    )
    await page.reload()
    await expect(calendar.kind('Business')).not.toBeChecked()
    await expect(calendar.event('Dentist appointment')).toBeVisible()
    await expect(calendar.event('Fleet renewal')).toHaveCount(0)
    await calendar.kind('Business').check()
    await expect(calendar.event('Fleet renewal')).toBeVisible()
    await expect(calendar.viewAll).toBeChecked()
    await expect(page).not.toHaveURL(/calendars=/)
  })

  test('view all selects every kind and clears them all, after a reload too', async ({ page }) => {
    await calendar.kind('Holiday').uncheck()
    await calendar.kind('Family').uncheck()
    await calendar.viewAll.check()
    for (const kind of ['Business', 'Holiday', 'Personal', 'Family', 'ETC'])
      await expect(calendar.kind(kind)).toBeChecked()
    await expect(calendar.event('Fleet renewal')).toBeVisible()

    await calendar.viewAll.uncheck()
    await expect(calendar.kind('ETC')).not.toBeChecked()
    await expect(calendar.calendar.locator('[style*="--fc-event-color"]')).toHaveCount(0)
    await expect(calendar.event('Dentist appointment')).toHaveCount(0)
    await expect(calendar.event('Insurance brokers summit')).toHaveCount(0)
    await page.reload()
    await expect(calendar.viewAll).not.toBeChecked()
    await expect(calendar.event('Insurance brokers summit')).toHaveCount(0)

    await calendar.kind('ETC').check()
    await expect(calendar.event('Insurance brokers summit')).toBeVisible()
    await expect(calendar.event('Dentist appointment')).toHaveCount(0)
    await page.reload()
    await expect(calendar.event('Insurance brokers summit')).toBeVisible()
    await expect(calendar.event('Family dinner')).toHaveCount(0)
  })

  test('edits an event in the drawer, after a reload too', async ({ page }) => {
    await calendar.event('Dentist appointment').click()
    const drawer = calendar.drawer('Edit event')
    await expect(drawer.getByLabel('Title')).toHaveValue('Dentist appointment')
    await drawer.getByLabel('Title').fill('Dentist check-up')
    await drawer.getByLabel('Description').fill('Bring the insurance card.')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(drawer).toBeHidden()
    await expect(calendar.day(dayOfMonth(16)).getByText('Dentist check-up')).toBeVisible()
    await page.reload()
    await expect(calendar.day(dayOfMonth(16)).getByText('Dentist check-up')).toBeVisible()
    await calendar.event('Dentist check-up').click()
    await expect(calendar.drawer('Edit event').getByLabel('Description')).toHaveValue(
      'Bring the insurance card.',
    )
  })

  test('deletes an event after a confirmation, after a reload too', async ({ page }) => {
    await calendar.event('Family dinner').click()
    const drawer = calendar.drawer('Edit event')
    await drawer.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete event' })
    await expect(confirm).toContainText('Family dinner')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await drawer.getByRole('button', { name: 'Delete' }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(drawer).toBeHidden()
    await expect(calendar.event('Family dinner')).toHaveCount(0)
    await page.reload()
    await expect(calendar.event('Fleet renewal')).toBeVisible()
    await expect(calendar.event('Family dinner')).toHaveCount(0)
  })

  test('the view and the date live in the URL; the small month moves the calendar', async ({
    page,
  }) => {
    test.slow()
    await calendar.view('Week')
    await expect(page).toHaveURL(/view=week/)
    await calendar.view('List')
    await expect(page).toHaveURL(/view=list/)
    await expect(calendar.calendar.getByText('Fleet renewal')).toBeVisible()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(page).toHaveURL(/date=/)
    const url = page.url()
    await page.reload()
    expect(page.url()).toBe(url)
    await expect(page.getByRole('radio', { name: 'List' })).toBeChecked()

    await calendar.view('Day')
    await page.getByRole('button', { name: 'Today', exact: true }).click()
    const now = new Date()
    const month = now.toLocaleString('en-GB', { month: 'long' })
    await page.getByRole('button', { name: `16 ${month} ${now.getFullYear()}` }).click()
    await expect(page).toHaveURL(new RegExp(`date=${dayOfMonth(16)}`))
    await expect(calendar.calendar.getByRole('heading', { level: 2 })).toContainText('16')
    await expect(calendar.event('Dentist appointment')).toBeVisible()
    await page.reload()
    await expect(calendar.event('Dentist appointment')).toBeVisible()
  })

  test('on a phone the sidebar is a drawer and the list view comes first', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByRole('radio', { name: 'List' })).toBeChecked()
    await expect(calendar.addButton).toBeHidden()
    await page.getByRole('button', { name: 'Open calendar options' }).click()
    await calendar.addButton.click()
    await expect(calendar.drawer('Add event')).toBeVisible()
  })
})
