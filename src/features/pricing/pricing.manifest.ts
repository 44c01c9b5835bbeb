import type { AppManifest } from '@/shared/contract/manifest'

/** The pricing plans and the signed-in user's subscription (plan and billing cycle), and the license page. */
export const pricingManifest: AppManifest = {
  id: 'pricing',
  title: 'Pricing',
  section: 'pages',
  icon: 'IconCurrencyDollar',
  ability: ['read', 'Pricing'],
  pages: [
    {
      id: 75,
      target: 'pages-pricing',
      title: 'Pricing',
      icon: 'IconCurrencyDollar',
      link: '/pages/pricing',
    },
  ],
}

export const licenseManifest: AppManifest = {
  id: 'license',
  title: 'License',
  section: 'pages',
  icon: 'IconLicense',
  ability: ['read', 'Pricing'],
  pages: [
    {
      id: 76,
      target: 'pages-license',
      title: 'License',
      icon: 'IconLicense',
      link: '/pages/license',
    },
  ],
}
