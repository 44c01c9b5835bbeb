import type { Seed } from '@mocks/db/seed'
import type { BookmarkRow, ContactRow, FileRow } from './search.table'

const files: FileRow[] = [
  {
    id: 1,
    title: 'Auto policy renewal - Ortega.pdf',
    by: 'Lucía Fernández',
    size: '1.2 MB',
    file: 'pdf',
  },
  { id: 2, title: 'Home claims Q3.xlsx', by: 'Diego Ramírez', size: '420 kB', file: 'xls' },
  {
    id: 3,
    title: 'Life cover proposal - Vega.docx',
    by: 'Sofía Castillo',
    size: '96 kB',
    file: 'doc',
  },
  { id: 4, title: 'Fleet inspection photos.zip', by: 'Mateo Herrera', size: '24 MB', file: 'zip' },
  {
    id: 5,
    title: 'Commission statement October.pdf',
    by: 'Lucía Fernández',
    size: '310 kB',
    file: 'pdf',
  },
  { id: 6, title: 'Prospect list - Valencia.csv', by: 'Camila Rojas', size: '58 kB', file: 'csv' },
  {
    id: 7,
    title: 'Travel insurance brochure.pdf',
    by: 'Andrés Molina',
    size: '2.4 MB',
    file: 'pdf',
  },
  { id: 8, title: 'Underwriting checklist.docx', by: 'Valentina Cruz', size: '44 kB', file: 'doc' },
  { id: 9, title: 'Claims SLA report.xlsx', by: 'Diego Ramírez', size: '188 kB', file: 'xls' },
  { id: 10, title: 'Agency logo.png', by: 'Camila Rojas', size: '64 kB', file: 'img' },
]

const contacts: ContactRow[] = [
  {
    id: 1,
    title: 'Mariana Ortega',
    email: 'mariana.ortega@correo.es',
    img: '/images/avatars/3.svg',
    date: '2026-10-14',
  },
  {
    id: 2,
    title: 'Javier Vega',
    email: 'javier.vega@correo.es',
    img: '/images/avatars/4.svg',
    date: '2026-09-30',
  },
  {
    id: 3,
    title: 'Elena Suárez',
    email: 'elena.suarez@correo.es',
    img: '/images/avatars/5.svg',
    date: '2026-10-02',
  },
  {
    id: 4,
    title: 'Pablo Navarro',
    email: 'pablo.navarro@correo.es',
    img: '/images/avatars/6.svg',
    date: '2026-08-21',
  },
  {
    id: 5,
    title: 'Lucía Fernández',
    email: 'lucia.fernandez@corredor.app',
    img: '/images/avatars/7.svg',
    date: '2026-07-11',
  },
  {
    id: 6,
    title: 'Diego Ramírez',
    email: 'diego.ramirez@corredor.app',
    img: '/images/avatars/8.svg',
    date: '2026-06-05',
  },
  {
    id: 7,
    title: 'Sofía Castillo',
    email: 'sofia.castillo@corredor.app',
    img: '/images/avatars/9.svg',
    date: '2026-10-28',
  },
  {
    id: 8,
    title: 'Mateo Herrera',
    email: 'mateo.herrera@correo.es',
    img: '/images/avatars/10.svg',
    date: '2026-11-03',
  },
  {
    id: 9,
    title: 'Camila Rojas',
    email: 'camila.rojas@correo.es',
    img: '/images/avatars/11.svg',
    date: '2026-05-19',
  },
  {
    id: 10,
    title: 'Andrés Molina',
    email: 'andres.molina@correo.es',
    img: '/images/avatars/12.svg',
    date: '2026-04-08',
  },
]

/** A fresh install starts with two starred pages so the navbar shows what bookmarks do. */
const starred: BookmarkRow[] = [
  { pageId: 1, createdAt: '2026-01-01T00:00:00.000Z' },
  { pageId: 2, createdAt: '2026-01-01T00:00:00.000Z' },
]

export const searchSeeds: Seed[] = [
  { table: 'searchFiles', rows: () => files },
  { table: 'searchContacts', rows: () => contacts },
  { table: 'bookmarks', rows: () => starred },
]
