// The DOM matchers (`toHaveTextContent`, `toBeChecked`, ...) for the flow tier.
import '@testing-library/jest-dom/vitest'
