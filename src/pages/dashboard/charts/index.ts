// The recharts-based charts: imported only through React.lazy, so the chart library is a chunk
// of its own that loads after the dashboard's figures.
export { PlatformChart } from './PlatformChart';
export { RequestsChart } from './RequestsChart';
export { StatusChart } from './StatusChart';
