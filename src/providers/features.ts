// The three global switches (docs/product.md: Screens Dashboard).
//   getFeatures   -> GET  /features
//   toggleFeature -> POST /features/toggle/{topup|withdraw|bonus}?enabled=bool
import type { HttpClient } from './httpClient';
import { featuresRead } from './reads';

export type FeatureName = 'topup' | 'withdraw' | 'bonus';

export interface Features {
  topUpEnabled: boolean;
  withdrawEnabled: boolean;
  bonusEnabled: boolean;
}

export const FEATURE_FLAG: Record<FeatureName, keyof Features> = {
  topup: 'topUpEnabled',
  withdraw: 'withdrawEnabled',
  bonus: 'bonusEnabled',
};

export function featuresApi(http: HttpClient) {
  return {
    async getFeatures(): Promise<Features> {
      const { data } = await http<Record<string, unknown>>(featuresRead().path);
      const source = data && typeof data === 'object' ? data : {};
      return {
        topUpEnabled: source.topUpEnabled === true,
        withdrawEnabled: source.withdrawEnabled === true,
        bonusEnabled: source.bonusEnabled === true,
      };
    },
    /** Answers whatever the server says (JSON here, Uzbek text in production); re-read after. */
    async toggleFeature(name: FeatureName, enabled: boolean): Promise<unknown> {
      const { data } = await http(`/features/toggle/${name}`, {
        method: 'POST',
        query: { enabled },
      });
      return data;
    },
  };
}
