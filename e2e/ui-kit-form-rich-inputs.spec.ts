/**
 * The UI kit's form elements, select to pickers: what needs a real browser (a real drop on the
 * dropzone, the async select's list scrolled to its end, the open pickers and lists under axe).
 */
import { expect, test } from './fixtures'
import { audit } from './support/axe'
import { admin } from './support/env'

test.describe('UI kit: form elements, select to pickers', () => {
  test.use({ sharedSession: true })

  test('the async select loads the next page at the end of its list and picks from the keyboard', async ({
    page,
    signIn,
  }) => {
    await signIn(admin, '/forms/elements/select')
    const input = page.getByRole('combobox', { name: 'Policyholder' })
    await input.click()
    const listbox = page.getByRole('listbox', { name: 'Policyholder' })
    await expect(page.getByText('Showing 20 of 240')).toBeVisible()
    expect(await audit(page)).toEqual([])
    // Arrowing to the end of the list brings the next page, as scrolling it does.
    for (let step = 0; step < 20; step += 1) await page.keyboard.press('ArrowDown')
    await expect(page.getByText('Showing 40 of 240')).toBeVisible()
    await listbox.getByRole('option').nth(30).hover()
    await page.mouse.wheel(0, 4000)
    await expect(page.getByText('Showing 60 of 240')).toBeVisible()
    // From the keyboard: a search, then the arrows and Enter.
    await input.fill('sofia')
    await expect(page.getByText(/^Showing \d+ of 10$/)).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(input).toHaveValue(/^Sofía /)
    await expect(page.getByTestId('policyholder-picked')).toContainText('Chosen: Sofía')
  })

  test('files dropped on the uploader: the good ones listed with a preview, the others refused by name', async ({
    page,
    signIn,
  }) => {
    await signIn(admin, '/forms/elements/file-uploader')
    const zone = page.locator('.mantine-Dropzone-root').first()
    const dropped = await page.evaluateHandle(() => {
      const data = new DataTransfer()
      const png = atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      )
      const bytes = Uint8Array.from(png, (char) => char.charCodeAt(0))
      data.items.add(new File([bytes], 'dented-door.png', { type: 'image/png' }))
      data.items.add(
        new File([new Uint8Array(3 * 1024 * 1024)], 'survey.pdf', { type: 'application/pdf' }),
      )
      data.items.add(new File(['policy,client'], 'clients.csv', { type: 'text/csv' }))
      return data
    })
    await zone.dispatchEvent('dragenter', { dataTransfer: dropped })
    await zone.dispatchEvent('drop', { dataTransfer: dropped })
    const list = page.getByRole('list', { name: 'Documents added' })
    await expect(list.getByText('dented-door.png')).toBeVisible()
    const preview = list.getByRole('img', { name: 'Preview of dented-door.png' })
    await expect(preview).toHaveJSProperty('naturalWidth', 1)
    const refused = page.getByTestId('refused-files')
    await expect(refused).toContainText('survey.pdf: too large: 3 MB, at most 2 MB')
    await expect(refused).toContainText('clients.csv: type not accepted (images or PDF only)')
    await expect(list.getByText('survey.pdf')).toHaveCount(0)
    expect(await audit(page)).toEqual([])
    await list.getByRole('button', { name: 'Remove dented-door.png' }).click()
    await expect(list).toHaveCount(0)
  })

  test('the pickers open in the reader’s language, the week starting on their first day', async ({
    page,
    signIn,
  }) => {
    await signIn(admin, '/forms/elements/pickers')
    await page.getByRole('button', { name: 'Cover starts on' }).click()
    const dropdown = page
      .locator('.mantine-Popover-dropdown')
      .filter({ has: page.locator('table') })
    await expect(dropdown.locator('thead th').first()).toHaveText('Su')
    expect(await audit(page)).toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Language' }).first().click()
    await page.getByRole('menuitem', { name: 'Español' }).click()
    await page.getByRole('button', { name: 'La cobertura empieza el' }).click()
    await expect(dropdown.locator('thead th').first()).toHaveText('lu')
    // The session is shared with the next tests: English again.
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Idioma' }).first().click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'A day' })).toBeVisible()
  })
})
