/**
 * Queries and gestures the flow files share: a table's body rows, a statistic card's figure,
 * picking an option of a Mantine select. Accessible queries first, as the e2e page objects do.
 */
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** A table's body rows, in order (the header rows left out: they hold no cells). */
export const bodyRows = (table: HTMLElement): HTMLElement[] =>
  within(table)
    .queryAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)

/** The body row holding `text`. */
export function bodyRow(table: HTMLElement, text: string): HTMLElement {
  const found = bodyRows(table).filter((row) => row.textContent?.includes(text))
  if (found.length !== 1) throw new Error(`${found.length} rows hold "${text}"`)
  return found[0]!
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

/** Opens a select in `scope` and picks one of its options. */
export async function pick(
  user: UserEvent,
  scope: HTMLElement,
  label: string,
  option: string,
): Promise<void> {
  await user.click(selectBox(scope, label))
  await user.click(await screen.findByRole('option', { name: option }))
}
