export { pricingManifest, licenseManifest } from './pricing.manifest'
