/**
 * The PostgreSQL store's differential tests' tables and rows (pg-store.test.ts): stores that use
 * every kind of key Dexie takes, and people whose values tie, miss or mistype their indexes.
 */
import type { StoreTable } from '../../mocks/db/store'
import type { Step } from './differential'

export interface Person {
  id?: number
  email?: string
  name?: string
  firstName?: string
  lastName?: string
  age?: unknown
  extendedProps?: unknown
}

export const stores = {
  people: '++id, &email, name, [lastName+firstName], extendedProps.calendar, age',
  answers: '[questionId+userId], questionId',
  wishes: 'id, &[userId+productId], userId',
  mixed: 'id, value',
}

/** Fresh objects each run: Dexie's add writes the new ++id into the row it is given. */
export const people = (): Person[] => [
  {
    email: 'ana@x.es',
    name: 'Ana',
    firstName: 'Ana',
    lastName: 'Beltrán',
    age: 34,
    extendedProps: { calendar: 'Work' },
  },
  {
    email: 'bo@x.es',
    name: 'bo',
    firstName: 'Bo',
    lastName: 'Ortega',
    age: 20,
    extendedProps: { calendar: 'Home' },
  },
  { email: 'cy@x.es', name: 'Cy', firstName: 'Cy', lastName: 'Beltrán', age: 34 },
  {
    email: 'di@x.es',
    name: 'ANA',
    firstName: 'Di',
    lastName: 'Beltrán',
    age: '34',
    extendedProps: { calendar: null },
  },
  {
    email: 'ed@x.es',
    name: 'Ed',
    firstName: 'Ed',
    age: 51,
    extendedProps: { calendar: ['Work', 1] },
  },
  {
    email: 'fa@x.es',
    name: 'Ana María',
    lastName: 'Ortega',
    firstName: 'Fa',
    age: null,
    extendedProps: 'flat',
  },
  {
    email: 'gu@x.es',
    name: 'ána',
    firstName: 'Gu',
    lastName: 'Ortega',
    age: 20,
    extendedProps: { calendar: 'Work' },
  },
  { email: 'hi@x.es', firstName: 'Hi', lastName: 'Beltrán', age: true },
]

export const t = (table: <Row, Key>(name: string) => StoreTable<Row, Key>) =>
  table<Person, number>('people')
export const seed: Step = (table) => t(table).bulkAdd(people())
export const ids = (rows: Person[]) => rows.map((row) => row.id)
