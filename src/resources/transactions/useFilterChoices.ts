// The cards and platforms the filter offers, read once for the screen (not when the phone's
// dialog opens), with whether either failed to load (docs/product.md: Messages).
import { useGetList } from 'ra-core';
import type { AdminCard } from '../../providers/resources/cards';
import type { Platform } from '../../providers/resources/platforms';
import type { SelectOption } from '../../ui/Select';
import { FILTER_CHOICE_PARAMS } from './journalParams';

export interface FilterChoices {
  cards: SelectOption[];
  platforms: SelectOption[];
  failed: boolean;
}

export function useFilterChoices(): FilterChoices {
  const cards = useGetList<AdminCard>('cards', FILTER_CHOICE_PARAMS);
  const platforms = useGetList<Platform>('platforms', FILTER_CHOICE_PARAMS);
  return {
    cards: (cards.data ?? []).map((card) => ({
      value: String(card.id),
      label: `•••• ${card.cardNumber.slice(-4)}`,
    })),
    platforms: (platforms.data ?? []).map((platform) => ({
      value: String(platform.id),
      label: platform.name,
    })),
    failed: !!cards.error || !!platforms.error,
  };
}
