import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { signInPathReport } from './scripts/sign-in-path.ts'
import { deferredStyles } from './scripts/deferred-styles.ts'
import { immutableAssets } from './scripts/immutable-assets.ts'
import { prerenderSignIn } from './scripts/prerender-sign-in.ts'
import { apiScriptPlugin, buildApiScript } from './scripts/api-script.ts'
import { ON_DEMAND_CHUNK_PREFIX } from './src/shared/contract/worker-messages.ts'

const src = fileURLToPath(new URL('./src', import.meta.url))
const mocks = fileURLToPath(new URL('./mocks', import.meta.url))

/**
 * msw reaches `tldts` (a public-suffix list, ~320 kB) through its cookie store. The product sets
 * no cookies, so the worker build gets a stub and stays small on the first visit's critical path.
 */
function stubTldts(): Plugin {
  const id = '\0tldts-stub'
  return {
    name: 'corredor:stub-tldts',
    enforce: 'pre',
    resolveId: (source) => (source === 'tldts' ? id : null),
    load: (loaded) =>
      loaded === id ? 'export function getDomain(hostname) { return hostname }' : null,
  }
}

/**
 * jsPDF reaches html2canvas and canvg (350 kB between them) by dynamic import, for `doc.html()`
 * and SVG images, which the invoice PDF never uses: left in, each is a chunk the worker
 * precaches on every install. They become a module that says so if ever called.
 */
function stubJsPdfExtras(): Plugin {
  const prefix = '\0jspdf-extra:'
  return {
    name: 'corredor:stub-jspdf-extras',
    enforce: 'pre',
    resolveId: (source, importer) =>
      (source === 'html2canvas' || source === 'canvg') && importer?.includes('jspdf')
        ? prefix + source
        : null,
    load: (loaded) =>
      loaded.startsWith(prefix)
        ? `const missing = () => { throw new Error('${loaded.slice(prefix.length)} is not bundled') }
missing.fromString = missing
export default missing`
        : null,
  }
}

/**
 * Source modules whose chunk no first download needs (see `chunkFileNames`): the icon browser, and
 * the UI kit's demo pages' sources as text (`<group>/<name>/*.ts(x)?raw`), which only a card's Code
 * panel shows.
 */
const ON_DEMAND_MODULES =
  /[\\/]src[\\/]features[\\/]ui-kit[\\/](elements[\\/]icons[\\/]IconsDemo\.tsx$|[^\\/]+[\\/][^\\/]+[\\/][^\\/]+\.tsx?\?raw$)/

/** The worker build's resolution: the app's `@` and the worker's own `@mocks`. */
const workerAliases = (): Plugin => ({
  name: 'corredor:alias',
  config: () => ({ resolve: { alias: { '@': src, '@mocks': mocks } } }),
})

export default defineConfig({
  resolve: { alias: { '@': src } },
  plugins: [
    immutableAssets(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      // Loaders are split too, so data code never lands on the sign-in screen's path.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
        // The sign-in screen is the first thing most visits show: shipping it in the entry
        // saves two round trips (route chunk, then its form) before the form can be used.
        // The auth screens' demo variants name a lazy component already (one chunk for all
        // twelve): a split route file would be a second round trip before the chunk loads.
        splitBehavior: ({ routeId }) =>
          routeId === '/_blank' ||
          routeId === '/_blank/login' ||
          /^\/_blank\/pages\/[a-z-]+-(basic|cover)$/.test(routeId)
            ? []
            : undefined,
      },
    }),
    react(),
    stubJsPdfExtras(),
    deferredStyles(),
    prerenderSignIn(fileURLToPath(new URL('.', import.meta.url))),
    signInPathReport(fileURLToPath(new URL('.', import.meta.url))),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'mocks',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Corredor CRM',
        short_name: 'Corredor',
        description: 'Offline-first CRM for insurance agencies',
        theme_color: '#7367F0',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // The worker precaches the shell from this list and warms the rest (mocks/assets.ts).
        globPatterns: [
          'index.html',
          'login.html',
          'assets/**/*.{js,css,woff2}',
          'icons/*.png',
          'images/**/*.{svg,png,jpg}',
          'favicon.svg',
        ],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        buildPlugins: {
          vite: [stubTldts(), workerAliases(), apiScriptPlugin(mocks)],
        },
      },
      integration: {
        // The API is a script of its own that the worker imports on its first API request
        // (mocks/api-loader.scripts.ts): waking the worker for a navigation does not evaluate it.
        beforeBuildServiceWorker: (options) =>
          buildApiScript({
            root: fileURLToPath(new URL('.', import.meta.url)),
            outDir: options.outDir,
            plugins: [stubTldts(), workerAliases()],
          }),
      },
      devOptions: { enabled: true, type: 'module', navigateFallback: 'index.html' },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Every browser the app supports has modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The icon browser (UI kit > Icons) holds 2.6 MB of icons no other screen shows: its chunk
        // is named as on demand, which the worker's warm-up leaves out (mocks/assets.ts), to be
        // cached the first time the page opens.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => ON_DEMAND_MODULES.test(id))
            ? `assets/${ON_DEMAND_CHUNK_PREFIX}[name]-[hash].js`
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          // Everything the entry imports statically (the sign-in path) in one file, rather
          // than one small file per module that a lazy chunk shares: fewer round trips.
          groups: [
            { name: 'sign-in', tags: ['$initial'], priority: 3 },
            // The kit's form and data widgets that only app screens use (pickers, steppers, tabs,
            // pagination, number and tag inputs) in a file of their own, so the shell and the
            // dashboards do not load them. The shell using one of these pulls the whole file in
            // again: the dashboard bench would show it.
            {
              name: 'mantine-forms',
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Combobox[\\/](?!ComboboxChevron|get-parsed-combobox-data|Combobox\.module)|(ComboboxPopover|Cascader|TreeSelect|Select|MultiSelect|TagsInput|Autocomplete|Pill|PillsInput|ColorPicker|ColorInput|NumberInput|Pagination|Stepper|Tabs|Rating|Textarea|FileInput|FileButton|Slider|Chip|PinInput|JsonInput|LoadingOverlay|Spoiler|Tree|EmptyState|Code)[\\/])/,
              priority: 2,
              // Their own modules only: the inputs and popovers they build on stay in `mantine`.
              includeDependenciesRecursively: false,
            },
            // The rest of the UI kit and the icons every screen shares, each in one file
            // rather than one per component: the shell's first screen is a few requests.
            // Not the components and hooks that only some app screens (or the theme customizer's
            // drawer, loaded when opened) use: a tour, hover cards, accordions, masks, number
            // formatting, radios, switches, highlights...: rolldown places those with the code that imports
            // them, so `/` does not load them. One that the shell or a dashboard starts to use
            // lands in a small shared file: no harm done.
            {
              name: 'mantine',
              test: (id) =>
                /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/.test(id) &&
                !/@mantine[\\/](core[\\/]esm[\\/]components[\\/](Tour|HoverCard|NavLink|SemiCircleProgress|List|Flex|Blockquote|Breadcrumbs|Image|Fieldset|Affix|MaskInput|Typography|CopyButton|NumberFormatter|Accordion(?![\\/]AccordionChevron)|Radio(?![\\/]RadioIcon)|SegmentedControl|FloatingIndicator|Switch|Highlight|Mark)|hooks[\\/]esm[\\/]use-(mask|local-storage|move|pagination|debounced-value|interval|clipboard|disclosure|input-state|previous))[\\/]/.test(
                  id,
                ),
              priority: 1,
            },
            // The app's own frameworks, off the sign-in path since the sign-in shell: the router
            // and i18next in one file, with the store hook they share with recharts (which the
            // charts group would otherwise take in, making every screen load the charts).
            {
              name: 'app-core',
              test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|react-store|store)|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            // Only the icons two or more chunks share: the icons page imports the whole set,
            // and the icons no other screen uses stay in its chunk instead of this shared file.
            {
              name: 'icons',
              test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/,
              priority: 1,
              minShareCount: 2,
            },
            // The path maths the dashboards' small charts draw with, on their own: otherwise the
            // charts group below takes them in with recharts, and a dashboard loads all of it.
            { name: 'paths', test: /node_modules[\\/]d3-(shape|path)[\\/]/, priority: 2 },
            // Charts (only the chart screens import them): one file, not dozens.
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|@mantine[\\/]charts|d3-[a-z-]+|victory-vendor|internmap|decimal\.js-light)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
})
