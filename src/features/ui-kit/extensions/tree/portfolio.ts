/**
 * The demo portfolio: lines of business, their products, and the policies in each (numbers and
 * clients from the demo policies). Values are paths, so that every node's value is unique.
 */
import { demoPolicies } from '../demo-policies'

export interface PortfolioNode {
  value: string
  /** A key under the page's `nodes` strings, or the policy's own words when `policy`. */
  label: string
  policy?: boolean
  children?: PortfolioNode[]
}

const PRODUCTS: Record<string, readonly [string, number][]> = {
  motor: [
    ['privateCar', 3],
    ['fleet', 2],
  ],
  home: [
    ['homeowners', 3],
    ['tenants', 2],
  ],
  life: [
    ['term', 2],
    ['savings', 2],
  ],
  commercial: [
    ['liability', 2],
    ['property', 2],
  ],
}

export function portfolio(): PortfolioNode[] {
  const policies = demoPolicies(40)
  let next = 0
  return Object.entries(PRODUCTS).map(([line, products]) => ({
    value: line,
    label: `lines.${line}`,
    children: products.map(([product, count]) => ({
      value: `${line}/${product}`,
      label: `products.${product}`,
      children: Array.from({ length: count }, () => {
        const policy = policies[next++]!
        return {
          value: `${line}/${product}/${policy.number}`,
          label: `${policy.number} · ${policy.client}`,
          policy: true,
        }
      }),
    })),
  }))
}

/** Every policy (leaf) value, for counts. */
export const policyValues = (nodes: readonly PortfolioNode[]): string[] =>
  nodes.flatMap((node) => (node.policy ? [node.value] : policyValues(node.children ?? [])))
