import { Anchor, Breadcrumbs, Center, Loader, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { Suspense, use, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { i18n } from '@/shared/i18n/i18n'
import { importWithRetry } from '@/shared/import-with-retry'
import { demoLink, demoTarget, type DemoMeta } from '../ui-kit.schema'
import { demoModule } from './demo-modules'
import { DemoPageContext } from './demo-page'

const loading = new Map<string, Promise<{ Demo: ComponentType }>>()

/**
 * A demo's module, loaded once per demo (its strings come with its first render, from its own
 * namespace). The catalogue test holds every listed page to a demo module, so a missing one is a bug.
 */
function loadDemo(meta: DemoMeta): Promise<{ Demo: ComponentType }> {
  const key = `${meta.group}/${meta.name}`
  let promise = loading.get(key)
  if (!promise) {
    const load = demoModule(meta)
    if (!load) throw new Error(`The ${key} demo has no module`)
    // Its strings are asked for alongside, not after the code has come and rendered.
    void i18n.loadNamespaces(`ui-kit/${demoTarget(meta)}`)
    promise = importWithRetry(load).catch((error: unknown) => {
      // Offline before the chunk was cached: the next visit asks again.
      loading.delete(key)
      throw error
    })
    loading.set(key, promise)
  }
  return promise
}

/** The demo itself, once its code has come (the screen's Suspense shows a loader meanwhile). */
function DemoBody({ meta }: { meta: DemoMeta }) {
  const { t } = useTranslation(`ui-kit/${demoTarget(meta)}`)
  const { Demo } = use(loadDemo(meta))
  return (
    <>
      <Text c="dimmed" fz="sm" mt={-12}>
        {t(`uiKit.${demoTarget(meta)}.intro`)}
      </Text>
      {/* Its cards learn from here which page's source their Code panels show. */}
      <DemoPageContext value={meta}>
        <Demo />
      </DemoPageContext>
    </>
  )
}

/**
 * A demo page: its title (the screen's h1), where it sits in the catalogue, a line about it, and
 * the demo itself, whose code loads now.
 */
export function DemoScreen({ meta }: { meta: DemoMeta }) {
  const { t } = useTranslation('ui-kit')
  const target = demoTarget(meta)
  const group = t(`uiKit.groups.${meta.group}`)
  return (
    <Stack gap="lg">
      <div>
        <Breadcrumbs
          component="nav"
          aria-label={t('uiKit.trail')}
          separatorMargin={6}
          fz="sm"
          mb={4}
        >
          <Text fz="sm" c="dimmed">
            {t('uiKit.catalogue')}
          </Text>
          <Text fz="sm" c="dimmed">
            {group}
          </Text>
          <Anchor component={Link} to={demoLink(meta)} fz="sm" aria-current="page">
            {t(`pages.${target}`, { defaultValue: meta.title })}
          </Anchor>
        </Breadcrumbs>
        <Title order={1} fz="h3">
          {t(`pages.${target}`, { defaultValue: meta.title })}
        </Title>
      </div>
      <Suspense
        fallback={
          <Center h={240}>
            <Loader role="status" aria-label={t('uiKit.loading')} />
          </Center>
        }
      >
        <DemoBody meta={meta} />
      </Suspense>
    </Stack>
  )
}
