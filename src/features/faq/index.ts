export { faqManifest } from './faq.manifest'
