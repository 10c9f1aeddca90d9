// The dashboard's reads as react-query queries (key, HTTP read and answer), declared once: its
// hooks use them, and its declaration (index.ts) names them as its first data.
import type { OwnQuery } from '../../registry/firstData';
import {
  bonusTotalRead,
  dashboardStatsRead,
  featuresRead,
  type StatsRange,
} from '../../providers/reads';

const bounds = (range: StatsRange) => [range.startDate ?? null, range.endDate ?? null];

/** A period's figures, keyed by the exact request bounds. */
export const statsQuery = (range: StatsRange) =>
  ({
    queryKey: ['dashboard', 'stats', ...bounds(range)],
    read: dashboardStatsRead(range),
    queryFn: (dataProvider) => dataProvider.getDashboardStats(range),
  }) satisfies OwnQuery;

/** A period's approved bonus total, asked for apart from the figures. */
export const bonusQuery = (range: StatsRange) =>
  ({
    queryKey: ['dashboard', 'bonus', ...bounds(range)],
    read: bonusTotalRead(range),
    queryFn: (dataProvider) => dataProvider.getTotalBonusAmount(range),
  }) satisfies OwnQuery;

/** The bot's feature switches; null when they could not be read (the card says so). */
export const featuresQuery = {
  queryKey: ['features'],
  read: featuresRead(),
  queryFn: async (dataProvider) => {
    try {
      return await dataProvider.getFeatures();
    } catch (error) {
      console.warn('Could not load the feature switches', error);
      return null;
    }
  },
} satisfies OwnQuery;
