/**
 * A layout a screen shows for as long as it is open (the UI kit's page layouts), over the user's
 * own choices: never saved, and gone when the screen closes, so the customizer's settings are
 * untouched when the user navigates away.
 */
import { useEffect, useEffectEvent } from 'react'
import { create } from 'zustand'
import type { LayoutSettings } from './customizer.store'

/** `blank`: the screen alone, with no menu, top bar or footer. */
export type ShellMode = 'full' | 'blank'

export interface LayoutOverride {
  settings?: Partial<Pick<LayoutSettings, 'menuCollapsed' | 'menuHidden' | 'contentWidth'>>
  shell?: ShellMode
}

export const useLayoutOverride = create<{ override: LayoutOverride | null }>()(() => ({
  override: null,
}))

/** Shows `override` while the calling screen is mounted. */
export function useShowLayout(override: LayoutOverride): void {
  // Shown again when its content changes, not on every render's new object.
  const key = JSON.stringify(override)
  const show = useEffectEvent(() => useLayoutOverride.setState({ override }))
  useEffect(() => {
    show()
    return () => useLayoutOverride.setState({ override: null })
  }, [key])
}
