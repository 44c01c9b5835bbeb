/**
 * Who appears on the profile. The owner is the seeded administrator (an agency principal); the
 * colleagues and clients have no account in this install, so they like and vote as `userId: null`.
 */
import type { Actor } from './profile.table'

const IMG = '/images/profile'
export const img = (file: string) => `${IMG}/${file}`

export const OWNER_ID = 1
export const owner: Actor = {
  userId: OWNER_ID,
  username: 'John Doe',
  avatar: '/images/avatars/1.svg',
}

const colleague = (username: string, avatar: number): Actor => ({
  userId: null,
  username,
  avatar: `/images/avatars/${avatar}.svg`,
})

export const people = {
  mariana: colleague('Mariana Ortega', 3),
  javier: colleague('Javier Vega', 4),
  elena: colleague('Elena Suárez', 5),
  pablo: colleague('Pablo Navarro', 6),
  lucia: colleague('Lucía Fernández', 7),
  diego: colleague('Diego Ramírez', 8),
  sofia: colleague('Sofía Castillo', 9),
  mateo: colleague('Mateo Herrera', 10),
  camila: colleague('Camila Rojas', 11),
  andres: colleague('Andrés Molina', 12),
} as const
export type Who = keyof typeof people

export const actors = (...who: Who[]): Actor[] => who.map((name) => people[name])
