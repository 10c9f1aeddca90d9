// The dashboard's charts, drawn as React SVG: a few KB, so in the dashboard's chunk
// (DashboardCharts.tsx imports them statically).
export { PlatformChart } from './PlatformChart';
export { RequestsChart } from './RequestsChart';
export { StatusChart } from './StatusChart';
