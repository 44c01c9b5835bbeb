/** Who can be invited: the agency's people, as the seeded mailbox knows them. */
export interface Guest {
  name: string
  avatar: string
}

export const GUESTS: readonly Guest[] = [
  { name: 'Lucía Fernández', avatar: '/images/avatars/7.svg' },
  { name: 'Diego Ramírez', avatar: '/images/avatars/8.svg' },
  { name: 'Sofía Castillo', avatar: '/images/avatars/9.svg' },
  { name: 'Mariana Ortega', avatar: '/images/avatars/3.svg' },
  { name: 'Javier Vega', avatar: '/images/avatars/4.svg' },
  { name: 'Elena Suárez', avatar: '/images/avatars/5.svg' },
  { name: 'Pablo Navarro', avatar: '/images/avatars/6.svg' },
  { name: 'Mateo Herrera', avatar: '/images/avatars/10.svg' },
  { name: 'Camila Rojas', avatar: '/images/avatars/11.svg' },
  { name: 'Andrés Molina', avatar: '/images/avatars/12.svg' },
]

export const avatarOf = (name: string) => GUESTS.find((guest) => guest.name === name)?.avatar
