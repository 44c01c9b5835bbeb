/**
 * Fifty user records, hand-written and generated without randomness, so tests can name rows.
 * The first eleven are the agency's people the other apps know (todo and kanban assignees,
 * calendar guests, the mailbox's and chat's contacts), with the same pictures; the rest cover
 * every role, plan, status and billing method, and some have no picture (initials are shown).
 */
import {
  AVATAR_COLORS,
  BILLING_METHODS,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  type User,
} from '@/features/users/users.schema'

type Person = Omit<User, 'id' | 'avatarColor'>

const avatar = (n: number) => `/images/avatars/${n}.svg`

const agency: Person[] = [
  ['John Doe', 'johndoe', 'admin@demo.com', 1, 'admin', 'enterprise', 'Auto Debit', 'Corredor'],
  [
    'Lucía Fernández',
    'lucia.fernandez',
    'lucia.fernandez@corredor.app',
    7,
    'maintainer',
    'enterprise',
    'Auto Debit',
    'Corredor',
  ],
  [
    'Diego Ramírez',
    'diego.ramirez',
    'diego.ramirez@corredor.app',
    8,
    'editor',
    'team',
    'Manual - Credit Card',
    'Corredor',
  ],
  [
    'Sofía Castillo',
    'sofia.castillo',
    'sofia.castillo@corredor.app',
    9,
    'editor',
    'team',
    'Manual - Paypal',
    'Corredor',
  ],
  [
    'Mariana Ortega',
    'mariana.ortega',
    'mariana.ortega@correo.es',
    3,
    'subscriber',
    'basic',
    'Manual - Cash',
    'Ortega Family Bakery',
  ],
  [
    'Javier Vega',
    'javier.vega',
    'javier.vega@correo.es',
    4,
    'subscriber',
    'company',
    'Auto Debit',
    'Vega Almacenes',
  ],
  [
    'Elena Suárez',
    'elena.suarez',
    'elena.suarez@correo.es',
    5,
    'author',
    'basic',
    'Manual - Credit Card',
    'Suárez Consulting',
  ],
  [
    'Pablo Navarro',
    'pablo.navarro',
    'pablo.navarro@correo.es',
    6,
    'maintainer',
    'company',
    'Manual - Paypal',
    'Navarro Logistics',
  ],
  [
    'Mateo Herrera',
    'mateo.herrera',
    'mateo.herrera@correo.es',
    10,
    'subscriber',
    'enterprise',
    'Auto Debit',
    'Herrera Logistics',
  ],
  [
    'Camila Rojas',
    'camila.rojas',
    'camila.rojas@correo.es',
    11,
    'author',
    'team',
    'Manual - Credit Card',
    'Rojas Media',
  ],
  [
    'Andrés Molina',
    'andres.molina',
    'andres.molina@correo.es',
    12,
    'editor',
    'basic',
    'Manual - Cash',
    'Molina Talleres',
  ],
].map(([fullName, username, email, picture, role, currentPlan, billing, company], index) => ({
  fullName,
  username,
  email,
  avatar: avatar(picture as number),
  role,
  currentPlan,
  billing,
  company,
  country:
    index < 4
      ? 'Spain'
      : ['Spain', 'Mexico', 'Spain', 'Argentina', 'Spain', 'Chile', 'Spain'][index - 4]!,
  contact: `+34 6${String(10 + index * 7).padStart(2, '0')} ${String(200 + index * 37).slice(-3)} ${String(400 + index * 53).slice(-3)}`,
  status: 'active',
})) as Person[]

const FIRST = [
  'Valentina',
  'Tomás',
  'Isabella',
  'Martín',
  'Gabriela',
  'Santiago',
  'Renata',
  'Nicolás',
  'Daniela',
  'Emilio',
  'Paula',
  'Hugo',
  'Carmen',
  'Bruno',
  'Julia',
  'Adrián',
  'Noelia',
  'Marcos',
  'Irene',
  'Óscar',
  'Claudia',
  'Raúl',
  'Alba',
  'Iván',
  'Lorena',
  'Gonzalo',
  'Natalia',
  'Rodrigo',
  'Ainhoa',
  'Felipe',
  'Marta',
  'Sergio',
  'Beatriz',
  'Víctor',
  'Rocío',
  'Ignacio',
  'Esther',
  'Álvaro',
  'Patricia',
]
const LAST = [
  'Gómez',
  'Díaz',
  'Moreno',
  'Álvarez',
  'Romero',
  'Torres',
  'Domínguez',
  'Gil',
  'Serrano',
  'Blanco',
  'Muñoz',
  'Ruiz',
  'Iglesias',
  'Medina',
  'Garrido',
  'Cortés',
  'Castro',
  'Ortiz',
  'Rubio',
  'Marín',
  'Sanz',
  'Núñez',
  'Delgado',
  'Vargas',
  'Cabrera',
  'Prieto',
  'León',
  'Méndez',
  'Calvo',
  'Flores',
  'Herrero',
  'Peña',
  'Santos',
  'Pascual',
  'Lozano',
  'Vidal',
  'Reyes',
  'Fuentes',
  'Campos',
]
const COMPANIES = [
  'Seguros Atlántico',
  'Grupo Andino',
  'Talleres Sur',
  'Clínica Dental Sol',
  'Viajes Brisa',
  'Ferretería Norte',
  'Bodegas Ribera',
  'Estudio Lumen',
  'Transportes Rápidos',
  'Hostal Mirador',
  'Farmacia Central',
  'Construcciones Roble',
  'Panadería Espiga',
]
const COUNTRIES = [
  'Spain',
  'Mexico',
  'Argentina',
  'Colombia',
  'Chile',
  'Peru',
  'Portugal',
  'France',
  'Germany',
  'United States',
  'United Kingdom',
  'Italy',
]

/** Folds accents away for user names and addresses (`Óscar Núñez` → `oscar.nunez`). */
const ascii = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

function generated(index: number): Person {
  const fullName = `${FIRST[index]!} ${LAST[(index * 7) % LAST.length]!}`
  const handle = ascii(fullName).replace(' ', '.')
  const company = COMPANIES[(index * 5) % COMPANIES.length]!
  return {
    fullName,
    username: handle,
    email: `${handle}@${ascii(company).replace(/[^a-z]/g, '')}.com`,
    // Every third has no picture; the rest reuse the agency's set.
    avatar: index % 3 === 0 ? '' : avatar((index % 11) + 1 === 2 ? 12 : (index % 11) + 1),
    role: USER_ROLES[index % USER_ROLES.length]!,
    currentPlan: USER_PLANS[(index + Math.floor(index / 5)) % USER_PLANS.length]!,
    billing: BILLING_METHODS[(index * 3) % BILLING_METHODS.length]!,
    company,
    country: COUNTRIES[(index * 5) % COUNTRIES.length]!,
    contact: `+${30 + (index % 20)} ${String(600 + index * 11)} ${String(100 + index * 29).slice(-3)} ${String(1000 + index * 97).slice(-4)}`,
    // Mostly active; pending and inactive in between (the statistic cards show each).
    status: USER_STATUSES[[0, 0, 1, 0, 2, 0, 1][index % 7]!]!,
  }
}

export const seedUsers = (): User[] =>
  [...agency, ...FIRST.map((_, index) => generated(index))].map((person, index) => ({
    id: index + 1,
    ...person,
    avatarColor: AVATAR_COLORS[index % AVATAR_COLORS.length]!,
  }))

/** The agency's people by first name, for the other apps' seeds. */
export const agencyPeople = Object.fromEntries(
  agency.map((person) => [ascii(person.fullName.split(' ')[0]!), person]),
) as Record<
  | 'john'
  | 'lucia'
  | 'diego'
  | 'sofia'
  | 'mariana'
  | 'javier'
  | 'elena'
  | 'pablo'
  | 'mateo'
  | 'camila'
  | 'andres',
  Person
>
