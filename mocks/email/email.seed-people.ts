/** The people, files and HTML helpers the hand-written mailbox is made of. */
import type { EmailAttachment, EmailFolder, EmailLabel } from '@/features/email/email.schema'

export const MAILBOX_OWNER = {
  name: 'John Doe',
  email: 'admin@demo.com',
  avatar: '/images/avatars/1.svg',
}
/** Seed times count back from this instant so tests can name rows. */
export const SEED_NOW = Date.parse('2026-11-20T09:00:00.000Z')

export const people = {
  lucia: {
    name: 'Lucía Fernández',
    email: 'lucia.fernandez@corredor.app',
    avatar: '/images/avatars/7.svg',
  },
  diego: {
    name: 'Diego Ramírez',
    email: 'diego.ramirez@corredor.app',
    avatar: '/images/avatars/8.svg',
  },
  sofia: {
    name: 'Sofía Castillo',
    email: 'sofia.castillo@corredor.app',
    avatar: '/images/avatars/9.svg',
  },
  mariana: {
    name: 'Mariana Ortega',
    email: 'mariana.ortega@correo.es',
    avatar: '/images/avatars/3.svg',
  },
  javier: { name: 'Javier Vega', email: 'javier.vega@correo.es', avatar: '/images/avatars/4.svg' },
  elena: { name: 'Elena Suárez', email: 'elena.suarez@correo.es', avatar: '/images/avatars/5.svg' },
  pablo: {
    name: 'Pablo Navarro',
    email: 'pablo.navarro@correo.es',
    avatar: '/images/avatars/6.svg',
  },
  mateo: {
    name: 'Mateo Herrera',
    email: 'mateo.herrera@correo.es',
    avatar: '/images/avatars/10.svg',
  },
  camila: {
    name: 'Camila Rojas',
    email: 'camila.rojas@correo.es',
    avatar: '/images/avatars/11.svg',
  },
  andres: {
    name: 'Andrés Molina',
    email: 'andres.molina@correo.es',
    avatar: '/images/avatars/12.svg',
  },
  promo: { name: 'Prize Desk', email: 'winner@lucky-prizes.biz', avatar: '/images/avatars/2.svg' },
} as const
export type Who = keyof typeof people

export const file = (fileName: string, size: string): EmailAttachment => {
  const ext = fileName.split('.').pop() ?? ''
  const kind =
    ext === 'xlsx' || ext === 'csv' ? 'xls' : ext === 'docx' ? 'doc' : ext === 'pdf' ? 'pdf' : 'img'
  return { fileName, size, url: '', thumbnail: `/images/email/${kind}.svg` }
}

export const at = (hoursAgo: number) => new Date(SEED_NOW - hoursAgo * 3_600_000).toISOString()

export interface Spec {
  folder: EmailFolder
  who: Who
  hoursAgo: number
  subject: string
  html: string
  isRead?: boolean
  isStarred?: boolean
  labels?: EmailLabel[]
  attachments?: EmailAttachment[]
  replies?: { hoursAgo: number; html: string; mine?: boolean }[]
  cc?: string[]
}

export const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('')
export const ul = (...items: string[]) =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
export const sign = (name: string) => `<p>Best regards,<br>${name}</p>`
