// Day labels of the requests chart: the spec's dd-MM-yyyy in tooltips, dd-MM on the axis.
import { formatNumeric, parseDay } from '../../lib/days';

export function dayLabel(day: string): string {
  const date = parseDay(day);
  return date ? formatNumeric(date, 'dd-MM-yyyy') : day;
}

export function shortDayLabel(day: string): string {
  const date = parseDay(day);
  return date ? formatNumeric(date, 'dd-MM') : day;
}
