/**
 * The app the sign-in shell hands over to, stubbed for the shell's tests. One object for every
 * test file: the unit tier shares modules between the files of a worker (`isolate: false`), and
 * the shell keeps the `load-app` it imported first, so each file's own stub would be another's.
 */
import { vi } from 'vitest'

export const app = { enterApp: vi.fn(), prepareApp: vi.fn() }

export const loadAppStub = { loadApp: () => Promise.resolve(app) }
