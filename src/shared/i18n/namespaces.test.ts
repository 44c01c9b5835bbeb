// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { createElement, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { i18n, changeLanguage } from './i18n'
import { featureNamespaces, loadNamespace, namespaceOf } from './namespaces'

describe('namespaces', () => {
  it('are named after their folders', () => {
    expect(namespaceOf('/src/features/invoice')).toBe('invoice')
    expect(namespaceOf('/src/features/ui-kit/components/accordion')).toBe(
      'ui-kit/components-accordion',
    )
    expect(namespaceOf('/src/features/auth/ui/variants')).toBe('auth-variants')
    expect(namespaceOf('/src/shared/ui/data-table')).toBe('data-table')
    expect(() => namespaceOf('/src/features/invoice/ui')).toThrow(/no namespace/)
  })

  it('cover every feature folder with strings, one namespace each', () => {
    expect(featureNamespaces).toEqual(expect.arrayContaining(['invoice', 'ui-kit', 'data-table']))
    expect(featureNamespaces).toContain('ui-kit/extensions-ratings')
    expect(new Set(featureNamespaces).size).toBe(featureNamespaces.length)
  })

  it("load a namespace's file in the language asked for, and refuse an unknown one", async () => {
    const spanish = await loadNamespace('es', 'invoice')
    expect(spanish).toHaveProperty('invoice')
    expect(spanish).not.toEqual(await loadNamespace('en', 'invoice'))
    await expect(loadNamespace('es', 'nowhere')).rejects.toThrow(/nowhere/)
  })

  it("hold every app's menu titles in the menu namespace, in every language", async () => {
    const spanish = await loadNamespace('es', 'menu')
    expect(Object.keys(spanish)).toEqual(['apps', 'pages'])
    expect(spanish.apps).toHaveProperty('invoice')
    expect(spanish.apps).toHaveProperty('email')
  })
})

describe('i18next over the namespaces', () => {
  it('loads a namespace on demand and finds the shell and menu keys from any of them', async () => {
    expect(i18n.hasResourceBundle('en', 'kanban')).toBe(false)
    await i18n.loadNamespaces('kanban')
    const t = i18n.getFixedT('en', 'kanban')
    expect(t('kanban.title')).not.toBe('kanban.title')
    expect(t('apps.kanban')).toBe(i18n.getFixedT('en', 'menu')('apps.kanban'))
  })

  it('brings every namespace loaded so far into a language before switching to it', async () => {
    await i18n.loadNamespaces('todo')
    await changeLanguage('fr')
    expect(i18n.language).toBe('fr')
    expect(i18n.hasResourceBundle('fr', 'todo')).toBe(true)
    expect(i18n.hasResourceBundle('fr', 'menu')).toBe(true)
    expect(document.documentElement.lang).toBe('fr')
    await changeLanguage('en')
  })

  it('lets a component naming several namespaces read any of them, once all are in', async () => {
    function Status() {
      const { t } = useTranslation(['dashboards', 'invoice'])
      return createElement(
        'p',
        null,
        `${t('dash.card.transactions')} / ${t('invoice.statuses.Past Due')}`,
      )
    }
    render(createElement(Suspense, { fallback: 'loading' }, createElement(Status)))
    const shown = await screen.findByText(/ \/ Past due$/)
    expect(shown.textContent).not.toMatch(/dash\.card/)
  })
})
