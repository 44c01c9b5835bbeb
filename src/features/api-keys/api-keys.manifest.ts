import type { AppManifest } from '@/shared/contract/manifest'

/** API keys: create with a name and scopes (shown once), list by their last four characters, revoke. */
export const apiKeysManifest: AppManifest = {
  id: 'api-keys',
  title: 'API Key',
  section: 'pages',
  icon: 'IconKey',
  ability: ['read', 'ApiKey'],
  pages: [
    { id: 80, target: 'pages-api-key', title: 'API Key', icon: 'IconKey', link: '/pages/api-key' },
  ],
}
