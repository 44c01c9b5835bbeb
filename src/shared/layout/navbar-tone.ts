import { createContext, useContext } from 'react'

/**
 * A coloured navbar ("Navbar colour" in the customizer) needs light icons. Controls placed in
 * the navbar read the tone here instead of taking a colour prop through every slot.
 */
export type NavbarTone = 'default' | 'inverse'

export const NavbarToneContext = createContext<NavbarTone>('default')

/** ActionIcon props for an icon button in the navbar. */
export function useNavbarIconProps() {
  const tone = useContext(NavbarToneContext)
  return {
    variant: 'subtle',
    color: tone === 'inverse' ? 'white' : 'gray',
    size: 'lg',
    radius: 'xl',
  } as const
}

export const useNavbarTone = () => useContext(NavbarToneContext)
