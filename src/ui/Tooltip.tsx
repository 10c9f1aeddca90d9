// A short hint on hover or keyboard focus (radix-ui); the control keeps its own accessible name.
import type { ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';

export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={400}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            sideOffset={4}
            className="z-50 rounded bg-fg px-2 py-1 text-xs text-bg shadow"
          >
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
