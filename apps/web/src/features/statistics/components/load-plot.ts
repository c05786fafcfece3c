/** The chart library and the component drawing with it: a chunk of its own, loaded after the figures. */
export const loadPlot = () => import('./plot');

/** Starts downloading the chart library, so the charts need not wait for it after the figures. */
export function preloadCharts(): void {
  loadPlot().catch(() => {});
}
