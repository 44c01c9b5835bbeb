// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { lazyPart } from './lazy-part'

beforeAll(() => {
  // React logs the error the boundary catches.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(cleanup)

describe('lazyPart', () => {
  it('loads the part, asking again after a failed fetch', async () => {
    let attempts = 0
    const Part = lazyPart(async () => {
      attempts += 1
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return () => <p>the cart</p>
    })
    render(<Part />)
    expect(await screen.findByText('the cart', {}, { timeout: 2000 })).toBeTruthy()
    expect(attempts).toBe(2)
  })

  it('shows its fallback, and leaves the screen alone, when it cannot load at all', async () => {
    const Part = lazyPart(() => Promise.reject(new TypeError('offline')), <span>no cart</span>)
    render(
      <main>
        <h1>Todo</h1>
        <Part />
      </main>,
    )
    expect(await screen.findByText('no cart', {}, { timeout: 3000 })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Todo' })).toBeTruthy()
  })
})
