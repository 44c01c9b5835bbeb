/** The agency's people the avatar demo shows (the same pictures as their profiles). */
export interface Person {
  name: string
  avatar: string
}

const person = (name: string, picture: number): Person => ({
  name,
  avatar: `/images/avatars/${picture}.svg`,
})

export const TEAM: readonly Person[] = [
  person('Mariana Ortega', 3),
  person('Javier Vega', 4),
  person('Elena Suárez', 5),
  person('Pablo Navarro', 6),
  person('Lucía Fernández', 7),
  person('Diego Ramírez', 8),
  person('Sofía Castillo', 9),
  person('Mateo Herrera', 10),
]

/** Clients without a picture: their initials, in a colour their name picks. */
export const CLIENT_NAMES = [
  'Camila Rojas',
  'Hugo Serrano',
  'Carmen Blanco',
  'Álvaro Gil',
  'Valeria Romero',
  'Daniel Torres',
  'Paula Domínguez',
  'Marcos Iglesias',
]

export const STATUSES = [
  { id: 'online', color: 'teal' },
  { id: 'away', color: 'orange' },
  { id: 'busy', color: 'red' },
  { id: 'offline', color: 'gray' },
] as const
