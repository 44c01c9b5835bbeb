/** The theme customizer's choices, saved across reloads (the product's defaults in `defaultLayout`). */
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

export const SKINS = ['light', 'bordered', 'dark', 'semi-dark'] as const
export const NAVBAR_TYPES = ['floating', 'sticky', 'static', 'hidden'] as const
export const FOOTER_TYPES = ['sticky', 'static', 'hidden'] as const
export const NAVBAR_COLORS = [
  'default',
  'brand',
  'blue',
  'teal',
  'green',
  'orange',
  'red',
  'dark',
] as const
/** Read before any script too, by the prerendered sign-in page (src/app/sign-in/prepaint.ts). */
export const CUSTOMIZER_KEY = 'corredor-layout'
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt'] as const

export type Skin = (typeof SKINS)[number]
export type NavbarType = (typeof NAVBAR_TYPES)[number]
export type FooterType = (typeof FOOTER_TYPES)[number]
export type NavbarColor = (typeof NAVBAR_COLORS)[number]
export type Language = (typeof LANGUAGES)[number]

export interface LayoutSettings {
  skin: Skin
  rtl: boolean
  layout: 'vertical' | 'horizontal'
  menuCollapsed: boolean
  menuHidden: boolean
  navbarType: NavbarType
  navbarColor: NavbarColor
  footerType: FooterType
  contentWidth: 'full' | 'boxed'
  language: Language
}

export const defaultLayout: LayoutSettings = {
  skin: 'light',
  rtl: false,
  layout: 'vertical',
  menuCollapsed: false,
  menuHidden: false,
  navbarType: 'floating',
  navbarColor: 'default',
  footerType: 'static',
  contentWidth: 'boxed',
  language: 'en',
}

interface CustomizerState extends LayoutSettings {
  set: (patch: Partial<LayoutSettings>) => void
  reset: () => void
}

export const useCustomizer = create<CustomizerState>()(
  persist(
    (set) => ({
      ...defaultLayout,
      set: (patch) => set(patch),
      reset: () => set(defaultLayout),
    }),
    { name: CUSTOMIZER_KEY, version: 1 },
  ),
)
