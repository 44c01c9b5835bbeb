/**
 * Queries and gestures the flow files share: a table's body rows and columns, a statistic card's
 * figure, picking an option of a Mantine select, filling a field at once. Accessible queries
 * first; rows and cells as the e2e page objects read them.
 */
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** A table's body rows, in order (`tbody tr`, as the e2e page objects read them). */
export const bodyRows = (table: HTMLElement): HTMLTableRowElement[] => [
  ...((table as HTMLTableElement).tBodies[0]?.rows ?? []),
]

/** The body row holding `text`. */
export function bodyRow(table: HTMLElement, text: string): HTMLElement {
  const found = bodyRows(table).filter((row) => row.textContent?.includes(text))
  if (found.length !== 1) throw new Error(`${found.length} rows hold "${text}"`)
  return found[0]!
}

/**
 * The cells of the column whose header reads `header`, one per body row, in order. By position
 * in the header row: a sortable header is a button, not a columnheader, to the accessibility tree.
 */
export function columnCells(table: HTMLElement, header: RegExp): HTMLElement[] {
  const head = (table as HTMLTableElement).tHead?.rows[0]
  const index = [...(head?.cells ?? [])].findIndex((cell) => header.test(cell.textContent ?? ''))
  if (index < 0) throw new Error(`no column ${header}`)
  return bodyRows(table).map((row) => row.cells[index]!)
}

/** The figure on a statistic card (`data-testid={id}`, its figure `stat-value`). */
export const statValue = (id: string): HTMLElement =>
  within(screen.getByTestId(id)).getByTestId('stat-value')

/**
 * A Mantine select's box: a Select or MultiSelect is a combobox, a searchable one a textbox.
 * `exact` names, as the page objects ask for.
 */
export const selectBox = (scope: HTMLElement, label: string): HTMLElement =>
  within(scope).queryByRole('combobox', { name: label }) ??
  within(scope).getByRole('textbox', { name: label })

/** Opens a select in `scope` (unless a multi-select's list is still open) and picks an option. */
export async function pick(
  user: UserEvent,
  scope: HTMLElement,
  label: string,
  option: string,
): Promise<void> {
  const box = selectBox(scope, label)
  if (box.getAttribute('aria-expanded') !== 'true') await user.click(box)
  await user.click(await screen.findByRole('option', { name: option }))
}

/**
 * Playwright's `fill`: the field's text replaced at once, in one input event rather than a key
 * at a time (much quicker in jsdom, where each key re-renders the form).
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field)
  if (text) await user.paste(text)
}

/**
 * Picks a file as a file chooser would: clicks `opener` (a file field or button), and gives
 * `file` to the hidden file input that click opened.
 */
export async function chooseFile(user: UserEvent, opener: HTMLElement, file: File): Promise<void> {
  const opened: HTMLInputElement[] = []
  const click = HTMLInputElement.prototype.click
  HTMLInputElement.prototype.click = function (this: HTMLInputElement) {
    if (this.type === 'file') opened.push(this)
    else click.call(this)
  }
  try {
    await user.click(opener)
  } finally {
    HTMLInputElement.prototype.click = click
  }
  if (!opened[0]) throw new Error('the click opened no file chooser')
  await user.upload(opened[0], file)
}
