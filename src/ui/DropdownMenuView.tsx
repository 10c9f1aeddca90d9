// The menu itself (radix-ui: role="menu", arrow keys, Escape), named by its trigger (radix
// links the two). Loaded when the trigger is first used (DropdownMenu.tsx), and then open.
import { DropdownMenu as RadixMenu } from 'radix-ui';
import { Check } from 'lucide-react';
import type { ReactElement } from 'react';

export interface MenuChoice {
  key: string;
  label: string;
  /** Marks the current choice (a check mark, and aria-current). */
  selected?: boolean;
  lang?: string;
  onSelect: () => void;
}

export interface DropdownMenuProps {
  /** A button; the menu is named by it. */
  trigger: ReactElement<Record<string, unknown>>;
  choices: MenuChoice[];
}

export default function DropdownMenuView({ trigger, choices }: DropdownMenuProps) {
  return (
    <RadixMenu.Root defaultOpen>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border border-border bg-surface p-1 text-fg shadow-lg"
        >
          {choices.map((choice) => (
            <RadixMenu.Item
              key={choice.key}
              lang={choice.lang}
              aria-current={choice.selected ? 'true' : undefined}
              onSelect={choice.onSelect}
              className="relative flex cursor-pointer items-center rounded py-2 pr-3 pl-8 text-sm outline-none select-none data-[highlighted]:bg-primary-soft"
            >
              {choice.selected && <Check size={14} aria-hidden className="absolute left-2" />}
              {choice.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
