/**
 * The two demo frames every auth screen also comes in (`/pages/<screen>-basic` and
 * `-cover`). A form told its frame links to its siblings in that frame; without one it links
 * to the real screens (`/login`, `/register`, `/forgot-password`).
 */
export type AuthFrame = 'basic' | 'cover'
