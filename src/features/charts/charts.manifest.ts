import type { AppManifest } from '@/shared/contract/manifest'

/**
 * The chart demos. Some of their series are read from the invoices and the users, so they take
 * an ability of their own that the admin's `manage all` covers and the client lacks.
 */
export const chartsManifest: AppManifest = {
  id: 'charts',
  title: 'Charts',
  section: 'charts',
  icon: 'IconChartPie',
  ability: ['read', 'Charts'],
  pages: [
    { id: 60, target: 'charts-line', title: 'Line', icon: 'IconChartLine', link: '/charts/line' },
    { id: 61, target: 'charts-area', title: 'Area', icon: 'IconChartArea', link: '/charts/area' },
    { id: 62, target: 'charts-bar', title: 'Bar', icon: 'IconChartBar', link: '/charts/bar' },
    {
      id: 63,
      target: 'charts-donut',
      title: 'Donut',
      icon: 'IconChartDonut',
      link: '/charts/donut',
    },
    {
      id: 64,
      target: 'charts-radar',
      title: 'Radar',
      icon: 'IconChartRadar',
      link: '/charts/radar',
    },
    {
      id: 65,
      target: 'charts-scatter',
      title: 'Scatter',
      icon: 'IconChartDots',
      link: '/charts/scatter',
    },
    {
      id: 66,
      target: 'charts-composite',
      title: 'Composite',
      icon: 'IconChartHistogram',
      link: '/charts/composite',
    },
    {
      id: 67,
      target: 'charts-sparkline',
      title: 'Sparkline',
      icon: 'IconTrendingUp',
      link: '/charts/sparkline',
    },
  ],
}
