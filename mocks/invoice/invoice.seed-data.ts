/**
 * The agency's clients and what it bills them for: hand-written, so tests can name them. The
 * invoices themselves are spun from these by a fixed-seed generator (invoice.seed.ts).
 */
import type { LineItem, StoredClient } from '@/features/invoice/invoice.schema'

export const seedClients: StoredClient[] = [
  {
    id: 1,
    name: 'Lucía Fernández',
    company: 'Transportes Fernández S.L.',
    companyEmail: 'lucia@transportesfernandez.es',
    address: 'Calle Mayor 12, 28013 Madrid',
    country: 'Spain',
    contact: '+34 612 345 678',
  },
  {
    id: 2,
    name: 'Diego Ramírez',
    company: 'Ramírez Logistics',
    companyEmail: 'diego@ramirezlogistics.com',
    address: 'Av. Reforma 222, Ciudad de México',
    country: 'Mexico',
    contact: '+52 55 1234 5678',
  },
  {
    id: 3,
    name: 'Sofía Castillo',
    company: 'Clínica Castillo',
    companyEmail: 'sofia@clinicacastillo.com',
    address: 'Carrera 7 #71-21, Bogotá',
    country: 'Colombia',
    contact: '+57 601 555 0199',
  },
  {
    id: 4,
    name: 'Mariana Ortega',
    company: 'Ortega Family Office',
    companyEmail: 'mariana.ortega@gmail.com',
    address: 'Rua Augusta 1500, São Paulo',
    country: 'Brazil',
    contact: '+55 11 98765 4321',
  },
  {
    id: 5,
    name: 'Javier Vega',
    company: 'Vega Construcciones',
    companyEmail: 'javier@vegaconstrucciones.es',
    address: 'Paseo de Gracia 43, 08007 Barcelona',
    country: 'Spain',
    contact: '+34 934 567 890',
  },
  {
    id: 6,
    name: 'Elena Suárez',
    company: 'Panadería Suárez',
    companyEmail: 'elena@panaderiasuarez.es',
    address: 'Calle Real 8, 15003 A Coruña',
    country: 'Spain',
    contact: '+34 981 223 344',
  },
  {
    id: 7,
    name: 'Pablo Navarro',
    company: 'Navarro Tech Ltd',
    companyEmail: 'pablo@navarrotech.co.uk',
    address: '14 Baker Street, London W1U 3BW',
    country: 'United Kingdom',
    contact: '+44 20 7946 0321',
  },
  {
    id: 8,
    name: 'Claire Dubois',
    company: 'Dubois Pharmacie',
    companyEmail: 'claire@duboispharmacie.fr',
    address: '22 Rue de Rivoli, 75004 Paris',
    country: 'France',
    contact: '+33 1 42 00 12 34',
  },
  {
    id: 9,
    name: 'Tomás Herrera',
    company: 'Herrera Agro',
    companyEmail: 'tomas@herreraagro.com.ar',
    address: 'Av. Corrientes 1234, Buenos Aires',
    country: 'Argentina',
    contact: '+54 11 4321 8765',
  },
  {
    id: 10,
    name: 'Anna Schmidt',
    company: 'Schmidt Bäckerei GmbH',
    companyEmail: 'anna@schmidt-baeckerei.de',
    address: 'Friedrichstraße 50, 10117 Berlin',
    country: 'Germany',
    contact: '+49 30 1234 5678',
  },
  {
    id: 11,
    name: 'Rui Almeida',
    company: 'Almeida Vinhos',
    companyEmail: 'rui@almeidavinhos.pt',
    address: 'Rua das Flores 45, 4050 Porto',
    country: 'Portugal',
    contact: '+351 22 123 4567',
  },
  {
    id: 12,
    name: 'Valentina Rossi',
    company: 'Rossi Design Studio',
    companyEmail: 'valentina@rossidesign.it',
    address: 'Via Torino 18, 20123 Milano',
    country: 'Italy',
    contact: '+39 02 8765 4321',
  },
]

/** What the agency bills for: a service's name and the lines it usually carries. */
export const seedServices: { service: string; lines: Omit<LineItem, 'quantity'>[] }[] = [
  {
    service: 'Fleet policy renewal',
    lines: [
      {
        item: 'Fleet policy renewal',
        description: 'Annual renewal, up to 12 vehicles',
        cost: 1840,
        discount: 5,
        tax: 0,
      },
      {
        item: 'Roadside assistance',
        description: 'Per vehicle, 12 months',
        cost: 45,
        discount: 0,
        tax: 21,
      },
    ],
  },
  {
    service: 'Home insurance',
    lines: [
      {
        item: 'Home insurance premium',
        description: 'Building and contents, 12 months',
        cost: 420,
        discount: 0,
        tax: 0,
      },
    ],
  },
  {
    service: 'Commercial liability',
    lines: [
      {
        item: 'Liability cover',
        description: 'Third-party liability up to €1M',
        cost: 960,
        discount: 10,
        tax: 0,
      },
      {
        item: 'Risk assessment visit',
        description: 'On-site review of the premises',
        cost: 150,
        discount: 0,
        tax: 21,
      },
    ],
  },
  {
    service: 'Health plan',
    lines: [
      {
        item: 'Group health plan',
        description: 'Monthly premium per employee',
        cost: 85,
        discount: 0,
        tax: 0,
      },
    ],
  },
  {
    service: 'Claims advisory',
    lines: [
      {
        item: 'Claims advisory',
        description: 'Preparing and following a claim',
        cost: 120,
        discount: 0,
        tax: 21,
      },
      {
        item: 'Loss adjuster liaison',
        description: 'Meetings with the adjuster',
        cost: 90,
        discount: 0,
        tax: 21,
      },
    ],
  },
  {
    service: 'Life insurance',
    lines: [
      {
        item: 'Term life premium',
        description: '20-year term, annual premium',
        cost: 610,
        discount: 0,
        tax: 0,
      },
    ],
  },
  {
    service: 'Cyber risk cover',
    lines: [
      {
        item: 'Cyber policy',
        description: 'Data breach and ransomware cover',
        cost: 1350,
        discount: 8,
        tax: 0,
      },
      {
        item: 'Security audit',
        description: 'External scan and report',
        cost: 400,
        discount: 0,
        tax: 21,
      },
    ],
  },
  {
    service: 'Travel insurance',
    lines: [
      {
        item: 'Annual travel policy',
        description: 'Worldwide, family cover',
        cost: 230,
        discount: 0,
        tax: 0,
      },
    ],
  },
]

export const seedSalespeople = ['John Doe', 'Lucía Fernández', 'Pablo Navarro', 'Elena Suárez']

export const seedTerms = ['Net 15', 'Net 30', 'Due on receipt', 'Net 45']

export const seedNotes = [
  'Thank you for trusting Corredor with your cover.',
  'Payment by bank transfer, quoting the invoice number.',
  'The policy documents were sent by email.',
  '',
]
