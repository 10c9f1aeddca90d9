// A table row whose selection checkbox is labelled on the <input> itself. react-admin's own row
// puts the label on MUI 7's wrapper span, which screen readers (and axe) do not connect to the box.
import { Children, isValidElement, type MouseEvent, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslate, type DatagridRowProps } from 'react-admin';

export function SelectableRow({
  id,
  selected,
  selectable = true,
  onToggleItem,
  children,
  className,
}: DatagridRowProps) {
  const translate = useTranslate();
  return (
    <TableRow hover selected={selected} className={className}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={!!selected}
          disabled={!selectable}
          onClick={(event: MouseEvent<HTMLButtonElement>) => {
            event.stopPropagation();
            if (id !== undefined) onToggleItem?.(id, event);
          }}
          slotProps={{
            input: { 'aria-label': translate('ra.action.select_row', { _: 'Select this row' }) },
          }}
        />
      </TableCell>
      {Children.map(children as ReactNode, (field, index) =>
        isValidElement<{ textAlign?: 'left' | 'right' | 'center' }>(field) ? (
          <TableCell key={index} align={field.props.textAlign}>
            {field}
          </TableCell>
        ) : null,
      )}
    </TableRow>
  );
}
