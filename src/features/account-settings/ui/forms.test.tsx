// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/shared/i18n/i18n'
import { stubMatchMedia } from '@/test/match-media'
import { ApiRequestError } from '@/shared/api/api-error'
import { EMAIL_TAKEN, type General } from '../account-settings.schema'
import { GeneralForm } from './account/GeneralForm'
import { CardForm } from './billing/CardForm'
import { PasswordCard } from './security/PasswordCard'

const updateSection = vi.fn<(input: unknown) => Promise<unknown>>()
const addCard = vi.fn<(input: unknown) => Promise<unknown>>()
vi.mock('../api/account-settings.api', () => ({
  updateSection: (input: unknown) => updateSection(input),
  addCard: (input: unknown) => addCard(input),
  changePassword: vi.fn(),
}))

beforeAll(stubMatchMedia)
beforeAll(() => i18n.loadNamespaces('account-settings'))
afterEach(cleanup)

function renderIn(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>{children}</MantineProvider>
    </QueryClientProvider>,
  )
}

const field = (label: RegExp) => screen.getByLabelText(label)
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } })

const general: General = {
  avatar: '',
  username: 'johndoe',
  fullName: 'John Doe',
  email: 'admin@demo.com',
  company: '',
}

describe('the profile form', () => {
  it('checks with the contract before sending, then shows the API refusal on its field', async () => {
    renderIn(<GeneralForm general={general} />)
    type(/^Username/, 'j')
    type(/^Email/, 'not-an-email')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      await screen.findByText('Use 3 to 30 letters, digits, dots, dashes or underscores'),
    ).toBeTruthy()
    expect(screen.getByText('Enter a valid email address')).toBeTruthy()
    expect(updateSection).not.toHaveBeenCalled()

    updateSection.mockRejectedValue(
      new ApiRequestError(400, 'bad_request', EMAIL_TAKEN, { 'data.email': EMAIL_TAKEN }),
    )
    type(/^Username/, 'johndoe')
    type(/^Email/, 'client@demo.com')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.getByText('This email is already in use.')).toBeTruthy())
    expect(updateSection).toHaveBeenCalledWith({
      section: 'general',
      data: { ...general, email: 'client@demo.com' },
    })
  })
})

describe('the card form', () => {
  it('refuses a number failing Luhn, and sends a good card as typed', async () => {
    addCard.mockResolvedValue({ paymentMethods: [] })
    const onDone = vi.fn()
    renderIn(<CardForm onDone={onDone} onCancel={() => undefined} />)
    type(/^Card number/, '4242424242424241')
    expect((field(/^Card number/) as HTMLInputElement).value).toBe('4242 4242 4242 4241')
    type(/^Name on card/, 'John Doe')
    type(/^Expiry date/, '1239')
    type(/^CVV/, '123')
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }))
    expect(await screen.findByText('Enter a valid card number')).toBeTruthy()
    expect(addCard).not.toHaveBeenCalled()

    type(/^Card number/, '4242424242424242')
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(addCard).toHaveBeenCalledWith({
      card: { number: '4242 4242 4242 4242', name: 'John Doe', expiry: '12/39', cvv: '123' },
      isDefault: false,
    })
  })
})

describe('the password card', () => {
  it('ticks each rule as it is met while typing', () => {
    renderIn(<PasswordCard changedAt={null} />)
    const met = () => document.querySelectorAll('[data-met="true"]').length
    expect(met()).toBe(0)
    type(/^New password/, 'renewal')
    expect(met()).toBe(1)
    type(/^New password/, 'Renewal-2025')
    expect(met()).toBe(4)
    type(/^Confirm new password/, 'Renewal-2025')
    expect(met()).toBe(5)
    type(/^Current password/, 'Renewal-2025')
    expect(met()).toBe(4)
  })
})
