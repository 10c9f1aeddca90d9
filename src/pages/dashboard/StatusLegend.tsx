// Legend of the status doughnut: each status's colour, translated name, count and share.
import { sliceLegendText } from './chartData';
import type { LabelledSlice } from './statusColours';

export function StatusLegend({ slices }: { slices: LabelledSlice[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  return (
    <ul className="m-0 mt-2 grid list-none grid-cols-[repeat(auto-fill,minmax(min(100%,190px),1fr))] gap-x-4 gap-y-1 p-0">
      {slices.map((slice) => (
        <li key={slice.status} className="flex items-center gap-2">
          <span
            aria-hidden
            className="size-3 flex-none rounded-sm"
            style={{ background: slice.colour }}
          />
          <span className="text-sm [overflow-wrap:anywhere]">{sliceLegendText(slice, total)}</span>
        </li>
      ))}
    </ul>
  );
}
