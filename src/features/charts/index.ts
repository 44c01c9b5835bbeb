import { lazyPage } from '@/shared/ui/lazy-page'

/** The chart screens load `@mantine/charts` and recharts with their own chunks only. */
export { chartsManifest } from './charts.manifest'
export const LineChartsPage = lazyPage(() =>
  import('./ui/LineChartsPage').then((m) => m.LineChartsPage),
)
export const AreaChartsPage = lazyPage(() =>
  import('./ui/AreaChartsPage').then((m) => m.AreaChartsPage),
)
export const BarChartsPage = lazyPage(() =>
  import('./ui/BarChartsPage').then((m) => m.BarChartsPage),
)
export const DonutChartsPage = lazyPage(() =>
  import('./ui/DonutChartsPage').then((m) => m.DonutChartsPage),
)
export const RadarChartsPage = lazyPage(() =>
  import('./ui/RadarChartsPage').then((m) => m.RadarChartsPage),
)
export const ScatterChartsPage = lazyPage(() =>
  import('./ui/ScatterChartsPage').then((m) => m.ScatterChartsPage),
)
export const CompositeChartsPage = lazyPage(() =>
  import('./ui/CompositeChartsPage').then((m) => m.CompositeChartsPage),
)
export const SparklineChartsPage = lazyPage(() =>
  import('./ui/SparklineChartsPage').then((m) => m.SparklineChartsPage),
)
