/**
 * The dashboard cards' small charts: bars, trends (lines and areas), donuts and radars drawn as
 * SVG with d3-shape's paths and Mantine's tooltips. They carry a visually hidden table of their
 * figures and follow the theme's colours. The chart screens (`/charts/*`) use @mantine/charts;
 * these stay a few kilobytes so the dashboards do not load a chart library.
 */
export { GlanceBars } from './GlanceBars'
export { GlanceDonut, type GlanceSlice } from './GlanceDonut'
export type { GlanceSeries } from './GlanceFrame'
export { GlanceRadar } from './GlanceRadar'
export { GlanceTrend } from './GlanceTrend'
