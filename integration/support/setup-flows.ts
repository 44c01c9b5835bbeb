// The DOM matchers (`toHaveTextContent`, `toBeChecked`, ...) for the flow tier.
import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'
import { failOnMissingKeys } from '@/test/missing-keys'

// `findBy*` and `waitFor` wait as long as Playwright's `expect` does here (playwright.config.ts):
// a screen waits on its lazy code, debounced searches and the worker's answers, on a machine that
// may be shared.
configure({ asyncUtilTimeout: 10_000 })

failOnMissingKeys()
