import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The kanban app (/apps/kanban): one region per board (named by its title) holding the list
 * "Tasks in <board>" of cards; each card has a "Move task: <title>" drag handle; the task
 * drawer is the dialog "Edit task".
 */
export class KanbanPage {
  readonly drawer: Locator

  constructor(readonly page: Page) {
    this.drawer = page.getByRole('dialog', { name: 'Edit task' })
  }

  static readonly path = '/apps/kanban'

  async goto(): Promise<void> {
    await this.page.goto(KanbanPage.path)
    await this.expectOpen()
  }

  /** The boards are shown (after a `goto`, or a sign-in that opened `path`). */
  async expectOpen(): Promise<void> {
    await expect(this.board('To do')).toBeVisible()
  }

  board(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true })
  }

  /** The cards of a board, in order. */
  cards(board: string): Locator {
    return this.board(board).locator('li[data-task-id]')
  }

  card(title: string): Locator {
    return this.page.locator('li[data-task-id]').filter({ hasText: title })
  }

  handle(title: string): Locator {
    return this.page.getByRole('button', { name: `Move task: ${title}` })
  }

  async expectTitles(board: string, titles: string[]): Promise<void> {
    await expect(this.cards(board).locator('[data-card-title]')).toHaveText(titles)
  }

  /**
   * What the screen reader hears while `title` is dragged (dnd-kit's live region): "Picked up",
   * then "is over position 1 of 2 in To do" once dnd-kit has measured where the cards are, then
   * each move, then "was dropped".
   */
  private announcer(title: string): Locator {
    return this.page.getByRole('status').filter({ hasText: title })
  }

  /**
   * A frame and a task: time for React's effects after a render. dnd-kit's keyboard sensor
   * starts listening for the moving keys from a timer it sets at the pick-up, and its live region
   * takes the board's latest positions in an effect: a key pressed sooner is lost, or a drop is
   * announced with the positions from before the last move.
   */
  private async settle(): Promise<void> {
    await this.page.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))),
    )
  }

  /** Waits until dnd-kit knows where the cards are, which it measures after the pick-up. */
  private async pickedUp(live: Locator): Promise<void> {
    await expect(live).toContainText('is over position')
    await this.settle()
  }

  /**
   * A mouse drag with many small moves (dnd-kit needs several pointer events to follow), let go
   * once the card is heard over the target's board, as a user lets go once the card is there.
   */
  async drag(source: Locator, target: Locator, where: 'top' | 'bottom' = 'top'): Promise<void> {
    const title = await source.locator('[data-card-title]').innerText()
    const board = await target
      .locator('xpath=ancestor::section[@aria-label][1]')
      .getAttribute('aria-label')
    const live = this.announcer(title)
    const from = await source.boundingBox()
    const to = await target.boundingBox()
    if (!from || !to) throw new Error('drag: element not visible')
    const { mouse } = this.page
    await mouse.move(from.x + from.width / 2, from.y + 20)
    await mouse.down()
    await mouse.move(from.x + from.width / 2, from.y + 40, { steps: 5 })
    await this.pickedUp(live)
    const y = where === 'top' ? to.y + 10 : to.y + to.height - 5
    await mouse.move(to.x + to.width / 2, y, { steps: 25 })
    await mouse.move(to.x + to.width / 2, y + 2, { steps: 5 })
    await expect(live).toContainText(`in ${board}.`)
    await this.settle()
    await mouse.up()
  }

  /** Keyboard drag from a card's handle, waiting for the screen reader to hear each step. */
  async keyboardMove(title: string, keys: string[]): Promise<void> {
    const live = this.announcer(title)
    await this.handle(title).focus()
    await this.page.keyboard.press('Space')
    await this.pickedUp(live)
    for (const key of keys) {
      const before = (await live.textContent()) ?? ''
      await this.page.keyboard.press(key)
      await expect(live).not.toHaveText(before)
      await this.settle()
    }
    await this.page.keyboard.press('Space')
    await expect(live).toContainText(`${title} was dropped`)
  }

  async openTask(title: string): Promise<void> {
    await this.card(title).getByRole('button', { name: title, exact: true }).click()
    await expect(this.drawer).toBeVisible()
  }

  async boardMenu(board: string, item: string): Promise<void> {
    await this.page.getByRole('button', { name: `Actions for board ${board}` }).click()
    await this.page.getByRole('menuitem', { name: item }).click()
  }

  async confirm(label: string): Promise<void> {
    // The confirmation is the dialog with Cancel (shown above the drawer, wherever it sits
    // in the DOM), and focus waits there, not on the destructive button.
    const cancel = this.page.getByRole('button', { name: 'Cancel', exact: true })
    const dialog = this.page.getByRole('dialog').filter({ has: cancel })
    await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused()
    await dialog.getByRole('button', { name: label, exact: true }).click()
    const button = this.page.getByRole('button', { name: label, exact: true })
    await expect(this.page.getByRole('dialog').filter({ has: button })).toHaveCount(0)
  }
}
