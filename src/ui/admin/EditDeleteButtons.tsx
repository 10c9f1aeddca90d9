// A record tile's Edit and Delete buttons, at the end of its row. Several tiles show the same two
// buttons, so each button's accessible name adds what tells its record apart, after the visible
// word, so that the name still starts with what is seen ("Edit: 1234"). A button whose action is
// not given is not drawn: the signed-in role may not use it (auth/useCan).
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../Button';

export interface EditDeleteButtonsProps {
  /** What tells the record apart from the others (its name, a card's last digits). */
  name: string;
  editLabel: string;
  deleteLabel: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function EditDeleteButtons({
  name,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: EditDeleteButtonsProps) {
  if (!onEdit && !onDelete) return null;
  return (
    <div className="ml-auto flex gap-1">
      {onEdit && (
        <Button
          variant="ghost"
          size="sm"
          icon={<Pencil size={16} aria-hidden />}
          onClick={onEdit}
          aria-label={`${editLabel}: ${name}`}
        >
          {editLabel}
        </Button>
      )}
      {onDelete && (
        <Button
          variant="ghost"
          size="sm"
          icon={<Trash2 size={16} aria-hidden className="text-danger" />}
          onClick={onDelete}
          aria-label={`${deleteLabel}: ${name}`}
        >
          {deleteLabel}
        </Button>
      )}
    </div>
  );
}
