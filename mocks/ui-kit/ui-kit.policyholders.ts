/**
 * The agency's policyholders for the async select demo: 240 people, each with two surnames as in
 * Spain, living in the towns the agency serves. Built from fixed lists, so the same on every
 * seed and tests can name rows; the id is the place in the list.
 */
import type { PolicyholderRow } from './ui-kit.table'

export const POLICYHOLDER_COUNT = 240

const FIRST = (
  'Lucía Hugo María Martín Paula Daniel Carmen Pablo Sofía Álvaro Elena Adrián Marta Javier ' +
  'Julia Diego Laura Mateo Inés Sergio Nuria Raúl Irene Jorge'
).split(' ')

const SURNAMES = (
  'García Martínez López Sánchez Pérez Gómez Fernández Ruiz Díaz Moreno Muñoz Álvarez Romero ' +
  'Navarro Torres Domínguez Gil Vázquez Serrano Ramos Blanco Molina Castro Ortega Rubio Marín ' +
  'Sanz Iglesias Ferrer Soler'
).split(' ')

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T

/** The policyholders, living in `towns` (most near the office: the first towns come up more). */
export const policyholdersIn = (towns: readonly string[]): PolicyholderRow[] =>
  Array.from({ length: POLICYHOLDER_COUNT }, (_, index) => ({
    id: index + 1,
    fullName: `${pick(FIRST, index)} ${pick(SURNAMES, index * 7 + 2)} ${pick(SURNAMES, index * 11 + 5)}`,
    town: pick(towns, (index * index) % 37),
  }))
