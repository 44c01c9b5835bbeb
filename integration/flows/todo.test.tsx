/**
 * The todo list's filters, order, search and empty states, and the task drawer's form, in the URL
 * and after a reload (moved from e2e/todo.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openApp, setUpFlows, type App } from '../support/app'
import { fill, pick } from '../support/queries'

setUpFlows()

// The seed's tasks fall due around this day, and the date picker opens on its month.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(new Date('2026-11-22T10:00:00'))
})
afterEach(() => {
  vi.useRealTimers()
})

const FLEET = 'Call Javier Vega about the fleet quote'
const ORTEGA = 'Renew the Ortega family auto policy'

const rows = () => screen.queryAllByTestId('todo-row')
const titles = () => screen.queryAllByTestId('todo-title').map((title) => title.textContent)
const row = (title: string) => rows().filter((each) => each.textContent?.includes(title))
const empty = () => screen.getByTestId('todo-empty')
const search = () => screen.getByRole('textbox', { name: 'Search tasks' })
const sortBox = () => screen.getByRole('combobox', { name: 'Sort by' })
const drawer = () => screen.getByRole('dialog', { name: /task$/ })
const field = (name: string) => within(drawer()).getByRole('textbox', { name })
const checkbox = (title: string) =>
  screen.getByRole('checkbox', { name: `Mark “${title}” complete` })

/** The list has loaded: its tasks, or its empty state. */
async function openTodo(path = '/apps/todo'): Promise<App> {
  const app = await openApp(path)
  await screen.findAllByTestId(/^todo-(row|empty)$/)
  return app
}

async function filter(app: App, name: string) {
  await app.user.click(
    within(screen.getByRole('navigation', { name: 'Filters' })).getByRole('link', { name }),
  )
}

async function sortBy(app: App, label: string) {
  await app.user.click(sortBox())
  await app.user.click(await screen.findByRole('option', { name: label }))
}

/** Picks options of a select in the drawer, then closes its dropdown with a click outside it. */
async function pickAll(app: App, label: string, ...options: string[]) {
  for (const option of options) await pick(app.user, drawer(), label, option)
  await app.user.click(within(drawer()).getByRole('heading'))
}

describe('todo', () => {
  it('filters Important and sorts it; the order lives in the URL', async () => {
    const app = await openTodo()
    await filter(app, 'Important')
    await waitFor(() => expect(rows()).toHaveLength(6))
    await waitFor(() => expect(titles()).toContain(ORTEGA))
    await sortBy(app, 'Title A–Z')
    await waitFor(() => expect(app.location()).toMatch(/\/apps\/todo\/important\?sortBy=title-asc/))
    const expected = [FLEET, 'Chase the unpaid premium from Navarro Logistics']
    await waitFor(() => expect(titles().slice(0, 2)).toEqual(expected))
    await app.reload()
    await waitFor(() => expect(sortBox()).toHaveValue('Title A–Z'))
    await waitFor(() => expect(titles().slice(0, 2)).toEqual(expected))
    await sortBy(app, 'Due date')
    await waitFor(() => expect(app.location()).toMatch(/sortBy=due-date/))
    await waitFor(() => expect(titles()[0]).toBe(ORTEGA))
    // The order stays when moving to another filter.
    await filter(app, 'All tasks')
    await waitFor(() => expect(app.location()).toMatch(/\/apps\/todo\?sortBy=due-date/))
    await waitFor(() => expect(titles()[0]).toBe('Send the October commission statement'))
  })

  it('search writes q to the URL, survives a reload and shows an empty state', async () => {
    const app = await openTodo()
    await fill(app.user, search(), 'renew')
    await waitFor(() => expect(app.location()).toMatch(/q=renew/))
    await waitFor(() => expect(rows()).toHaveLength(2))
    await app.reload()
    await waitFor(() => expect(search()).toHaveValue('renew'))
    await waitFor(() => expect(rows()).toHaveLength(2))
    await fill(app.user, search(), 'zzz')
    await waitFor(() => expect(empty()).toHaveTextContent('No tasks match “zzz”'))
    await app.user.click(within(empty()).getByRole('button', { name: 'Clear search' }))
    await waitFor(() => expect(search()).toHaveValue(''))
    await waitFor(() => expect(rows()).toHaveLength(16))
    expect(app.location()).not.toMatch(/q=/)
  })

  it('an empty filter says so and offers to add a task', async () => {
    const app = await openTodo('/apps/todo/completed')
    const done = titles()
    expect(done.length).toBeGreaterThan(0)
    for (const [index, title] of done.entries()) {
      await app.user.click(checkbox(title!))
      await waitFor(() => expect(rows()).toHaveLength(done.length - index - 1))
    }
    await waitFor(() => expect(empty()).toHaveTextContent('No completed tasks yet'))
    await app.reload()
    expect(
      await within(await screen.findByTestId('todo-empty')).findByRole('button', {
        name: 'Add task',
      }),
    ).toBeVisible()
  })

  it('adds a task through the drawer (title required) and edits it, after a reload too', async () => {
    const app = await openTodo()
    await app.user.click(screen.getAllByRole('button', { name: 'Add task' })[0]!)
    await waitFor(() => expect(drawer()).toHaveAccessibleName('Add task'))
    await app.user.click(within(drawer()).getByRole('button', { name: 'Add' }))
    expect(await within(drawer()).findByText('Title is required')).toBeVisible()
    await fill(app.user, field('Title'), 'Send the fleet quote to Navarro Logistics')
    await waitFor(() => expect(within(drawer()).queryByText('Title is required')).toBeNull())
    await pickAll(app, 'Assignee', 'Lucía Fernández')
    await pickAll(app, 'Tags', 'High', 'Update')
    await app.user.click(within(drawer()).getByRole('button', { name: 'Due date' }))
    await app.user.click(await screen.findByRole('button', { name: '30 November 2026' }))
    await waitFor(() =>
      expect(within(drawer()).getByRole('button', { name: 'Due date' })).toHaveTextContent(
        '30 November 2026',
      ),
    )
    await app.user.click(within(drawer()).getByRole('textbox', { name: 'Description' }))
    await app.user.paste('Three insurers, 12 vans.')
    await app.user.click(within(drawer()).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /task$/ })).toBeNull())
    const added = 'Send the fleet quote to Navarro Logistics'
    await waitFor(() => expect(titles()[0]).toBe(added))
    await app.reload()
    await waitFor(() => expect(row(added)).toHaveLength(1))
    const [line] = row(added)
    expect(line).toHaveTextContent('Three insurers, 12 vans.')
    expect(line).toHaveTextContent('High')
    expect(line).toHaveTextContent('Update')
    expect(line).toHaveTextContent('Nov 30')
    expect(within(line!).getByRole('img', { name: 'Assigned to Lucía Fernández' })).toBeVisible()

    await app.user.click(
      within(screen.getByRole('list', { name: 'Tasks' })).getByRole('button', { name: added }),
    )
    await waitFor(() => expect(drawer()).toHaveAccessibleName('Edit task'))
    expect(field('Title')).toHaveValue(added)
    expect(within(drawer()).getByRole('combobox', { name: 'Assignee' })).toHaveValue(
      'Lucía Fernández',
    )
    await fill(app.user, field('Title'), '')
    await app.user.click(within(drawer()).getByRole('button', { name: 'Save' }))
    expect(await within(drawer()).findByText('Title is required')).toBeVisible()
    await fill(app.user, field('Title'), 'Send the signed fleet quote')
    await pickAll(app, 'Assignee', 'Unassigned')
    await app.user.click(within(drawer()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /task$/ })).toBeNull())
    await app.reload()
    await waitFor(() => expect(row('Send the signed fleet quote')).toHaveLength(1))
    expect(
      within(row('Send the signed fleet quote')[0]!).getByRole('img', { name: 'Unassigned' }),
    ).toBeVisible()
    expect(row(added)).toHaveLength(0)
  })
})
