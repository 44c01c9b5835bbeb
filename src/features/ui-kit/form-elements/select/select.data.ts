/** Demo lists for the select page: the kit's own examples, not the product's data. */

/** The lines of business the agency sells, as option values (labels come from the strings). */
export const LINES = ['motor', 'home', 'life', 'health', 'travel', 'pet'] as const

/** The same lines grouped as the agency's price list groups them. */
export const LINE_GROUPS = [
  { group: 'personal', items: ['motor', 'home', 'travel', 'pet'] },
  { group: 'people', items: ['life', 'health'] },
  { group: 'business', items: ['liability', 'fleet', 'shop'] },
] as const

/** Claim causes a handler picks from; the creatable select lets them add one. */
export const CLAIM_CAUSES = ['water', 'theft', 'fire', 'storm', 'glass', 'collision'] as const
