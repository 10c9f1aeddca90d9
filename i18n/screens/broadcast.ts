// The Uzbek texts of the broadcast, brought by the screen itself
// (useScreenMessages) rather than by the catalogue every screen downloads; ru and en have them
// in their catalogues, loaded only when chosen.
import type { ScreenMessages } from '../../src/providers/i18nProvider';
import { broadcastUz } from '../uz/broadcast';

export const BROADCAST_TEXTS = { uz: { app: { broadcast: broadcastUz } } } satisfies ScreenMessages;
