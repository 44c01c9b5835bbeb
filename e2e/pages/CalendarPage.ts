import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The calendar app (/apps/calendar): the sidebar ("Add event", the small month, the kind
 * checkboxes), the big calendar (a region "Calendar" whose month cells carry `data-date`) and
 * the add/edit drawer.
 */
export class CalendarPage {
  readonly calendar: Locator
  readonly addButton: Locator
  readonly viewAll: Locator

  constructor(readonly page: Page) {
    this.calendar = page.getByRole('region', { name: 'Calendar' })
    this.addButton = page.getByRole('button', { name: 'Add event' })
    this.viewAll = page.getByRole('checkbox', { name: 'View all' })
  }

  static readonly path = '/apps/calendar'

  async goto(search = ''): Promise<void> {
    await this.page.goto(`${CalendarPage.path}${search}`)
    await this.expectOpen()
  }

  /** The big calendar shows its title (after a `goto`, or a sign-in that opened `path`). */
  async expectOpen(): Promise<void> {
    await expect(this.calendar.getByRole('heading', { level: 2 })).not.toBeEmpty()
  }

  /** A day of the month view, `YYYY-MM-DD`. */
  day(date: string): Locator {
    return this.calendar.locator(`[role="cell"][data-date="${date}"]`)
  }

  /** An event of the big calendar, by its title. */
  event(title: string): Locator {
    return this.calendar.getByRole('button', { name: title })
  }

  kind(name: string): Locator {
    return this.page.getByRole('checkbox', { name, exact: true })
  }

  drawer(title: 'Add event' | 'Edit event'): Locator {
    return this.page.getByRole('dialog', { name: title })
  }

  /** Switches the big calendar's view (the radios of a segmented control). */
  async view(name: 'Month' | 'Week' | 'Day' | 'List'): Promise<void> {
    await this.page
      .getByRole('radiogroup', { name: 'View' })
      .getByText(name, { exact: true })
      .click()
  }

  /** Clicks the empty lower part of a month cell, which opens the drawer for that day. */
  async clickDay(date: string): Promise<void> {
    const box = await this.day(date).boundingBox()
    if (!box) throw new Error(`no cell for ${date}`)
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height - 8)
  }

  /** Drags an event with the mouse onto another day of the month view. */
  async dragTo(title: string, date: string): Promise<void> {
    const from = await this.event(title).first().boundingBox()
    const to = await this.day(date).boundingBox()
    if (!from || !to) throw new Error('nothing to drag or nowhere to drop')
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await this.page.mouse.down()
    await this.page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 4 })
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
    await this.page.mouse.up()
  }

  /** Drags the end handle of an all-day event (its last part, shown on hover) onto a day. */
  async resizeTo(title: string, date: string): Promise<void> {
    const event = this.event(title).first()
    await event.hover()
    const handle = await event.locator(':scope > div').last().boundingBox()
    const to = await this.day(date).boundingBox()
    if (!handle || !to) throw new Error('no handle to drag or nowhere to drop')
    const y = handle.y + handle.height / 2
    await this.page.mouse.move(handle.x + handle.width / 2, y)
    await this.page.mouse.down()
    await this.page.mouse.move(handle.x + handle.width / 2 + 10, y, { steps: 4 })
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
    await this.page.mouse.up()
  }
}
