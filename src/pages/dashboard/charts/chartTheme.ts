// Colours and text styles the charts take from the MUI theme, so axes, grid lines and tooltips
// stay readable in both the light and the dark theme.
import { useTheme } from '@mui/material/styles';

export function useChartTheme() {
  const theme = useTheme();
  const text = theme.palette.text;
  return {
    mode: theme.palette.mode,
    tick: { fill: text.secondary, fontSize: 12 },
    axisLine: { stroke: theme.palette.divider },
    grid: theme.palette.divider,
    paper: theme.palette.background.paper,
    legend: { color: text.primary, fontSize: 13 },
    tooltip: {
      contentStyle: {
        background: theme.palette.background.paper,
        border: `1px solid ${theme.palette.divider}`,
        borderRadius: 4,
        color: text.primary,
      },
      labelStyle: { color: text.primary },
      itemStyle: { color: text.primary },
    },
    line: theme.palette.primary.main,
    topUp: theme.palette.success.main,
    withdrawal: theme.palette.primary.main,
  };
}
