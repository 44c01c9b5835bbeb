/**
 * The UI kit's extension pages that act on a list or a tree, as a user does them: the context
 * menu from the keyboard and its actions, pagination of a list, a demo card in another language
 * than the app's, and a checkable tree.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { heading, openApp, setUpFlows } from '../support/app'
import { pick } from '../support/queries'

setUpFlows()

describe('UI kit extensions', () => {
  it('a row’s context menu opens from the keyboard and its actions change the list', async () => {
    const app = await openApp('/extensions/context-menu')
    await heading('Context Menu')
    const table = await screen.findByRole('table', { name: 'Policies' })
    const row = within(table).getByText('CR-10001').closest('tr')!

    // Shift+F10 on a focused row: the menu opens with its first item focused.
    row.focus()
    await app.user.keyboard('{Shift>}{F10}{/Shift}')
    const menu = await screen.findByRole('menu', { name: 'Actions for CR-10001' })
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Open' })).toHaveFocus())
    await app.user.keyboard('{ArrowDown}{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: 'Mark as renewed' })).toHaveFocus()
    await app.user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(within(row).getByText('Renewed')).toBeInTheDocument()
    await waitFor(() => expect(row).toHaveFocus())

    // The row's actions button: delete, confirmed, and the row is gone.
    await app.user.click(within(table).getByRole('button', { name: 'Actions for CR-10002' }))
    const second = await screen.findByRole('menu', { name: 'Actions for CR-10002' })
    await app.user.click(within(second).getByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete CR-10002?' })
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete policy' }))
    await waitFor(() => expect(within(table).queryByText('CR-10002')).toBeNull())
    expect(within(table).getAllByRole('row')).toHaveLength(8)
  })

  it('a list of policies pages, and a larger page keeps the first row in view', async () => {
    const app = await openApp('/extensions/pagination')
    await heading('Pagination')
    const table = await screen.findByRole('table', { name: 'Policies' })
    expect(screen.getByText('1–10 of 137')).toBeInTheDocument()
    const list = table.closest('section')!
    await app.user.click(within(list).getByRole('button', { name: 'Page 3' }))
    expect(within(table).getByText('CR-10021')).toBeInTheDocument()
    expect(within(table).queryByText('CR-10001')).toBeNull()
    expect(screen.getByText('21–30 of 137')).toBeInTheDocument()
    await pick(app.user, list, 'Rows per page', '20')
    expect(screen.getByText('21–40 of 137')).toBeInTheDocument()
    expect(within(table).getByText('CR-10021')).toBeInTheDocument()
    await app.user.click(within(list).getByRole('button', { name: 'Last page' }))
    expect(screen.getByText('121–137 of 137')).toBeInTheDocument()
  })

  it('the demo card switches language and the app keeps its own', async () => {
    const app = await openApp('/extensions/i18n')
    await heading('I18n')
    const card = await screen.findByTestId('language-card')
    expect(card).toHaveTextContent('Good morning, Elena')
    for (const [language, greeting, claims] of [
      ['Español', 'Buenos días, Elena', 'Tiene 2 siniestros abiertos.'],
      ['Deutsch', 'Guten Morgen, Elena', ''],
      ['Français', 'Bonjour, Elena', ''],
      ['Português', 'Bom dia, Elena', ''],
    ] as const) {
      await app.user.click(screen.getByRole('radio', { name: language }))
      await waitFor(() => expect(card).toHaveTextContent(greeting))
      if (claims) expect(card).toHaveTextContent(claims)
    }
    // The rest of the page, and the app, are still in English.
    expect(screen.getByText('The app is in English.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'I18n' })).toBeInTheDocument()
  })

  it('the portfolio tree expands and checks, a product checking its policies', async () => {
    const app = await openApp('/extensions/tree')
    await heading('Tree')
    await screen.findByRole('tree', { name: 'Portfolio' })
    expect(screen.getByText('0 of 18 policies checked')).toBeInTheDocument()
    // Each item looked up afresh: the tree may render again (its strings, its data) meanwhile.
    const item = (name: string) =>
      within(screen.getByRole('tree', { name: 'Portfolio' }))
        .getByText(name)
        .closest<HTMLElement>('[role="treeitem"]')!
    await waitFor(() => expect(item('Home')).toHaveAttribute('aria-expanded', 'false'))
    await app.user.click(within(item('Home')).getByText('Home'))
    await waitFor(() => expect(item('Home')).toHaveAttribute('aria-expanded', 'true'))
    const home = item('Home')
    const homeowners = item('Homeowners')
    // Space on a focused product checks it and its three policies.
    homeowners.focus()
    await app.user.keyboard(' ')
    await waitFor(() => expect(screen.getByText('3 of 18 policies checked')).toBeInTheDocument())
    await waitFor(() => expect(homeowners).toHaveAttribute('aria-checked', 'true'))
    expect(home).toHaveAttribute('aria-checked', 'mixed')
    await app.user.click(screen.getByRole('button', { name: 'Uncheck all' }))
    expect(screen.getByText('0 of 18 policies checked')).toBeInTheDocument()
  })
})
