// UZS/RUB rates (docs/product.md: Screens Currency).
//   getLatestRates() -> GET  /exchange-rates/latest   (404 when no rate was ever set)
//   updateRates(r)   -> POST /exchange-rates/update   body {uzsToRub, rubToUzs}
import type { HttpClient } from './httpClient';

export interface ExchangeRates {
  /** RUB per 1000 UZS. */
  uzsToRub: number;
  /** UZS per 1 RUB. */
  rubToUzs: number;
  createdAt: string;
}

export function currencyApi(http: HttpClient) {
  return {
    async getLatestRates(): Promise<ExchangeRates> {
      const { data } = await http<Record<string, unknown>>('/exchange-rates/latest');
      const source = data && typeof data === 'object' ? data : {};
      return {
        uzsToRub: Number(source.uzsToRub),
        rubToUzs: Number(source.rubToUzs),
        createdAt: typeof source.createdAt === 'string' ? source.createdAt : '',
      };
    },
    async updateRates(rates: { uzsToRub: number; rubToUzs: number }): Promise<void> {
      await http('/exchange-rates/update', { method: 'POST', body: rates });
    },
  };
}
