/**
 * The drag-and-drop demo's state, kept in this browser across reloads (`corredor-demo-dnd`): UI
 * state of a demo, not the product's data. A saved state that no longer fits the demo's data is
 * dropped for the seed.
 */
import { z } from 'zod'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { CALLS, RENEWALS, SEED_ORDER, SEED_STAGES, type Stages } from './dnd-demo.data'
import { validOrder, validStages } from './dnd-order'

export const DND_DEMO_KEY = 'corredor-demo-dnd'

interface DndDemoState {
  /** Today's calls, in the order the broker will make them. */
  calls: string[]
  stages: Stages
  setCalls: (calls: string[]) => void
  setStages: (stages: Stages) => void
  reset: () => void
}

// What was stored, each part checked against the demo's data below.
const savedSchema = z.object({ calls: z.unknown(), stages: z.unknown() }).partial().catch({})

const seed = () => ({ calls: [...SEED_ORDER], stages: structuredClone(SEED_STAGES) })

export const useDndDemo = create<DndDemoState>()(
  persist(
    (set) => ({
      ...seed(),
      setCalls: (calls) => set({ calls }),
      setStages: (stages) => set({ stages }),
      reset: () => set(seed()),
    }),
    {
      name: DND_DEMO_KEY,
      version: 1,
      partialize: ({ calls, stages }) => ({ calls, stages }),
      merge: (saved, current) => {
        const state = savedSchema.parse(saved)
        return {
          ...current,
          calls: validOrder(
            state.calls,
            CALLS.map((call) => call.id),
            SEED_ORDER,
          ),
          stages: validStages(
            state.stages,
            RENEWALS.map((card) => card.id),
            SEED_STAGES,
          ),
        }
      },
    },
  ),
)
