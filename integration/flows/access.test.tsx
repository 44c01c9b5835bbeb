/** An unknown path, visited signed out (moved from e2e/access.spec.ts). */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openSignedOut, setUpFlows } from '../support/app'

setUpFlows()

describe('access', () => {
  it('an unknown path shows the not-found page', async () => {
    await openSignedOut('/no/such/screen')
    expect(await screen.findByText('Page Not Found :(')).toBeVisible()
  })
})
