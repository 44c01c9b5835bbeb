/**
 * The UI kit's form elements, select to pickers: what the demos do when used (the async select
 * over the API, the uploader's refusals, numbers in the reader's format, the editor's sanitised
 * preview), not how they look (the screen sweep audits the look in a browser).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished } from 'vitest'
import { changeLanguage } from '@/shared/i18n/i18n'
import { heading, openApp, setUpFlows } from '../support/app'

setUpFlows()

/** The demo's variant: its section, found by its h2. */
const section = (name: string) => {
  const title = screen.getByRole('heading', { level: 2, name })
  return title.closest('section') as HTMLElement
}

/**
 * jsdom has no object URLs: the previews get a stand-in named after the file, and the URLs given
 * back are recorded; the originals (none, in jsdom) come back after the test.
 */
function stubObjectUrls(): string[] {
  const revoked: string[] = []
  const { createObjectURL, revokeObjectURL } = URL
  URL.createObjectURL = (file: Blob) => `blob:preview/${(file as File).name}`
  URL.revokeObjectURL = (url: string) => void revoked.push(url)
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL
    URL.revokeObjectURL = revokeObjectURL
  })
  return revoked
}

describe('ui kit: form elements, select to pickers', () => {
  it('select over the API: typing narrows on the server, no match says so, a pick is kept', async () => {
    const app = await openApp('/forms/elements/select')
    await heading('Select')
    await screen.findByRole('heading', { level: 2, name: 'Over the API' })
    const input = within(section('Over the API'))
      .getAllByLabelText('Policyholder')
      .find((node) => node.tagName === 'INPUT')!
    await app.user.click(input)
    // The first page: the first names in order, and how many there are in all.
    expect(await screen.findByText('Showing 20 of 240')).toBeInTheDocument()
    await app.user.type(input, 'zzqx')
    expect(await screen.findByText('No policyholder matches')).toBeInTheDocument()
    await app.user.clear(input)
    await app.user.type(input, 'lucia diaz')
    const [option] = await screen.findAllByRole('option', { name: /^Lucía Díaz Ortega/ })
    expect(screen.queryByRole('option', { name: /^Hugo/ })).toBeNull()
    if (!option) throw new Error('no option')
    const name = option.firstElementChild!.textContent!
    const town = option.lastElementChild!.textContent!
    await app.user.click(option)
    expect(input).toHaveValue(name)
    expect(screen.getByTestId('policyholder-picked')).toHaveTextContent(`Chosen: ${name}, ${town}`)
    expect(app.network.calls).toContain('/api/select/data')
  })

  it('number input: the reader’s format, in English and in Spanish; the premium form checks and quotes', async () => {
    const app = await openApp('/forms/elements/number-input')
    await heading('Number Input')
    const value = await screen.findByRole('textbox', { name: 'Building value' })
    expect(value).toHaveValue('€1,234,567.89')
    const sum = screen.getByRole('textbox', { name: 'Sum insured' })
    await app.user.clear(sum)
    await app.user.type(sum, '250000')
    expect(sum).toHaveValue('€250,000')
    expect(screen.getByTestId('premium')).toHaveTextContent('Yearly premium: €312.50')
    await app.user.clear(sum)
    await app.user.type(sum, '500')
    await app.user.click(screen.getByRole('button', { name: 'Make the quote' }))
    expect(sum).toHaveAccessibleDescription(/Enter a sum insured from 10,000 to 5,000,000/)
    await app.user.clear(sum)
    await app.user.type(sum, '250000')
    await app.user.click(screen.getByRole('button', { name: 'Make the quote' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Quote ready: €312.50 a year.')

    await changeLanguage('es')
    try {
      const valor = await screen.findByRole('textbox', { name: 'Valor del continente' })
      // A decimal comma, a point between thousands, the euro sign after the number.
      expect(valor).toHaveValue('1.234.567,89\u00a0€')
      expect(screen.getByRole('textbox', { name: 'Tipo' })).toHaveValue('0,125 %')
      expect(screen.getByTestId('premium')).toHaveTextContent(/Prima anual: 312,50\s€/u)
    } finally {
      await changeLanguage('en')
    }
  })

  it('file uploader: a file over the limit is refused by name with its size, a good one is listed', async () => {
    const revoked = stubObjectUrls()
    const app = await openApp('/forms/elements/file-uploader')
    await heading('File Uploader')
    const input = await screen.findByLabelText('Claim documents')
    const big = new File([new Uint8Array(Math.round(3.1 * 1024 * 1024))], 'roof-damage.png', {
      type: 'image/png',
    })
    await app.user.upload(input, big)
    const refused = await screen.findByTestId('refused-files')
    expect(refused).toHaveTextContent('roof-damage.png: too large: 3.1 MB, at most 2 MB')
    expect(screen.getByText('1 file refused')).toBeInTheDocument()
    const documents = () => screen.queryByRole('list', { name: 'Documents added' })
    expect(documents()).toBeNull()

    const report = new File(['%PDF-1.7 loss adjuster report'], 'adjuster-report.pdf', {
      type: 'application/pdf',
    })
    const photo = new File([new Uint8Array(2048)], 'kitchen.jpg', { type: 'image/jpeg' })
    await app.user.upload(input, [report, photo])
    // The drop is read asynchronously: wait for the list (a waitFor over a null would not).
    const list = await screen.findByRole('list', { name: 'Documents added' })
    expect(within(list).getByText('adjuster-report.pdf')).toBeInTheDocument()
    expect(within(list).getByText('2 kB')).toBeInTheDocument()
    expect(within(list).getByRole('img', { name: 'Preview of kitchen.jpg' })).toHaveAttribute(
      'src',
      'blob:preview/kitchen.jpg',
    )
    expect(screen.queryByTestId('refused-files')).toBeNull()
    await app.user.click(within(list).getByRole('button', { name: 'Remove kitchen.jpg' }))
    expect(within(list).queryByText('kitchen.jpg')).toBeNull()
    expect(revoked).toEqual(['blob:preview/kitchen.jpg'])
  })

  it('editor: Save stores the letter; the stored HTML is shown only after DOMPurify', async () => {
    const app = await openApp('/forms/elements/editor')
    await heading('Editor')
    const letter = await screen.findByRole('textbox', { name: 'Letter to the client' })
    expect(letter).toHaveAttribute('contenteditable', 'true')
    const stored = screen.getByRole('textbox', { name: 'Stored HTML' })
    await app.user.clear(stored)
    await app.user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Saved')
    expect((stored as HTMLTextAreaElement).value).toContain('<strong>HG-20418</strong>')
    const preview = screen.getByTestId('saved-preview')
    expect(
      within(preview).getByRole('heading', { name: /renews on 1 December/ }),
    ).toBeInTheDocument()

    // Crafted HTML, as a stored letter could hold it: what runs code is stripped.
    await app.user.clear(stored)
    await app.user.click(stored)
    await app.user.paste(
      '<p>Dear client</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
        '<a href="javascript:alert(3)">Open</a>',
    )
    await waitFor(() => expect(preview).toHaveTextContent('Dear client'))
    expect(preview.innerHTML).not.toMatch(/script|onerror|javascript:/)
    expect(preview.querySelector('img')).toHaveAttribute('src', 'x')
  })

  it('pickers: the policy period form refuses an end before the start', async () => {
    const app = await openApp('/forms/elements/pickers')
    await heading('Date & Time Pickers')
    await app.user.click(await screen.findByRole('button', { name: 'Issue the policy' }))
    // The date input is a button: the error is its description.
    const end = within(section('In a form, checked')).getByRole('button', { name: 'Policy end' })
    expect(end).toHaveAccessibleDescription(
      /Choose an end after the start, at most five years later/,
    )
    expect(screen.queryByText(/^Policy issued/)).toBeNull()
  })
})
