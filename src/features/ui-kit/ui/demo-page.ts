/**
 * The demo page a card is on, given by DemoScreen to every DemoSection below it, so each card can
 * show its page's source without the demos passing anything.
 */
import { createContext } from 'react'
import type { DemoMeta } from '../ui-kit.schema'

export const DemoPageContext = createContext<Pick<DemoMeta, 'group' | 'name'> | null>(null)
