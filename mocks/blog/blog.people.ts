/**
 * Who writes and comments on the seeded blog: the administrator (an account, user 1) and the
 * agency's colleagues and clients, who have no account in this install (`userId: null`).
 */
export interface Person {
  userId: number | null
  userFullName: string
  avatar: string
}

const colleague = (userFullName: string, avatar: number): Person => ({
  userId: null,
  userFullName,
  avatar: `/images/avatars/${avatar}.svg`,
})

export const people = {
  john: { userId: 1, userFullName: 'John Doe', avatar: '/images/avatars/1.svg' },
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
} satisfies Record<string, Person>

export type Who = keyof typeof people
