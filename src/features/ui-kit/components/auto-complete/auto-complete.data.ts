/**
 * The static lists the auto-complete demo offers (the towns come from the API): insurers the
 * agency places business with, by line, and clients' names. Names are proper nouns, the same in
 * every language; the products and the lines are translated by key.
 */

export const PRODUCTS = ['home', 'car', 'life', 'health', 'travel', 'pet', 'business', 'liability']

export const INSURERS_BY_LINE: readonly { line: string; insurers: readonly string[] }[] = [
  { line: 'property', insurers: ['Mapfre', 'Allianz', 'AXA', 'Generali', 'Reale', 'Liberty'] },
  { line: 'health', insurers: ['DKV', 'Sanitas', 'Adeslas', 'Asisa'] },
  { line: 'life', insurers: ['Santalucía', 'Ocaso', 'Caser', 'Zurich', 'Mutua Madrileña'] },
]

export const CLIENTS = [
  'Lucía Fernández',
  'Javier Vega',
  'Camila Rojas',
  'Mateo Herrera',
  'Sofía Castillo',
  'Diego Ramírez',
  'Mariana Ortega',
  'Pablo Navarro',
  'Elena Molina',
  'Hugo Serrano',
  'Carmen Blanco',
  'Álvaro Gil',
  'Valeria Romero',
  'Daniel Torres',
  'Paula Domínguez',
  'Adrián Vázquez',
  'Martina Ramos',
  'Marcos Iglesias',
  'Laura Medina',
  'Sergio Garrido',
  'Irene Cortés',
  'Jorge Castro',
  'Lorena Santos',
  'Raúl Guerrero',
  'Noelia Lozano',
  'Iván Prieto',
  'Alba Méndez',
  'Rubén Cano',
  'Claudia Peña',
  'Marina Soler',
]
