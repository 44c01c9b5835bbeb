import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 241,
  order: 60,
  group: 'extensions',
  name: 'i18n',
  title: 'I18n',
  icon: 'IconLanguage',
  keywords: ['translation', 'language', 'locale'],
}
