// The cards and platforms the filter offers, read once for the screen (not when the phone's
// dialog opens), with whether either failed to load (SPEC §8).
import { useGetList } from 'ra-core';
import type { AdminCard } from '../../providers/resources/cards';
import type { Platform } from '../../providers/resources/platforms';
import type { SelectOption } from '../../ui/Select';

const ALL_ROWS = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'id', order: 'ASC' as const },
};

export interface FilterChoices {
  cards: SelectOption[];
  platforms: SelectOption[];
  failed: boolean;
}

export function useFilterChoices(): FilterChoices {
  const cards = useGetList<AdminCard>('cards', ALL_ROWS);
  const platforms = useGetList<Platform>('platforms', ALL_ROWS);
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
