import { useLocation } from 'react-router-dom';
import { DETAIL_PARAM } from '../../lib/detailAddress';

/** The id of the transaction the address shows (detailAddress.ts), if any. */
export function useShownTransaction(): string | null {
  const value = new URLSearchParams(useLocation().search).get(DETAIL_PARAM);
  return value && /^\d+$/.test(value) ? value : null;
}
