// Day labels of the requests chart: the spec's dd-MM-yyyy in tooltips, dd-MM on the axis.
import { format, isValid, parse } from 'date-fns';

function toDate(day: string): Date | null {
  const date = parse(day, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

export function dayLabel(day: string): string {
  const date = toDate(day);
  return date ? format(date, 'dd-MM-yyyy') : day;
}

export function shortDayLabel(day: string): string {
  const date = toDate(day);
  return date ? format(date, 'dd-MM') : day;
}
