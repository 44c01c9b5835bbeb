/** The agency that issues the invoices: the letterhead of every document. */
export const AGENCY = {
  name: 'Corredor Seguros',
  lines: ['Calle de Alcalá 50, 28014 Madrid', 'Spain', '+34 910 000 000 · billing@corredor.app'],
}
