/** The list group demo's rows; their words are in the page's locales under the same ids. */
export const POLICIES = [
  { id: 'HG-2024-0183', kind: 'home' },
  { id: 'AU-2023-0412', kind: 'auto' },
  { id: 'VI-2022-0077', kind: 'life' },
  { id: 'EM-2025-0019', kind: 'business', cancelled: true },
] as const

export const QUEUES = [
  { id: 'claims', count: 4, color: 'orange' },
  { id: 'renewals', count: 12, color: 'brand' },
  { id: 'quotes', count: 7, color: 'blue' },
  { id: 'documents', count: 2, color: 'red' },
] as const

export const CLIENTS = [
  { id: 'lucia', name: 'Lucía Fernández', avatar: '/images/avatars/2.svg', premium: '€412.80' },
  { id: 'javier', name: 'Javier Vega', avatar: '/images/avatars/3.svg', premium: '€8,940.00' },
  { id: 'camila', name: 'Camila Rojas', avatar: '/images/avatars/4.svg', premium: '€655.20' },
] as const

export const CHECKLIST = ['details', 'claims', 'quote', 'signed'] as const
