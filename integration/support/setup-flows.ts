// The DOM matchers (`toHaveTextContent`, `toBeChecked`, ...) for the flow tier.
import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'

// `findBy*` and `waitFor` wait as long as Playwright's `expect` does: a screen waits on debounced
// searches and the worker's answers, and the machine may be shared.
configure({ asyncUtilTimeout: 5000 })
