// A screen's main "add" action, with the plus sign: a button that opens the screen's form in a
// dialog, or a link when adding has a page of its own (an Oson account).
import { Plus } from 'lucide-react';
import { Button } from '../Button';
import { ButtonLink } from '../ButtonLink';

export type CreateButtonProps = { label: string } & (
  { onClick: () => void; to?: never } | { to: string; onClick?: never }
);

export function CreateButton({ label, onClick, to }: CreateButtonProps) {
  const icon = <Plus size={18} aria-hidden />;
  if (to !== undefined) {
    return (
      <ButtonLink to={to} variant="primary" icon={icon}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <Button variant="primary" icon={icon} onClick={onClick}>
      {label}
    </Button>
  );
}
