// The dashboard's charts, drawn as React SVG: imported only through React.lazy, so they are a
// chunk of their own that loads after the dashboard's figures.
export { PlatformChart } from './PlatformChart';
export { RequestsChart } from './RequestsChart';
export { StatusChart } from './StatusChart';
