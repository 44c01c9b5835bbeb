import { failOnMissingKeys } from './missing-keys'
import { configure } from '@testing-library/react'

// The unit tier's component tests wait on lazy screens too (the sign-in shell's, a dialog's):
// `findBy*` and `waitFor` wait as long as the flows' do (integration/support/setup-flows.ts), so a
// loaded two-core machine slows them down instead of failing them at the default second.
configure({ asyncUtilTimeout: 10_000 })

failOnMissingKeys()
