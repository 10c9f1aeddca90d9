// The panel's statuses are the contract's (contract/transactions.ts): the journal filter offers
// each of them once, in its own order, and knows no other.
import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUSES } from '../../contract/transactions';
import { STATUS_CHOICES, isTransactionStatus, statusGroup } from '../../src/lib/transactionStatus';

describe('the transaction statuses the panel offers', () => {
  it('are every status of the contract, once each', () => {
    expect([...STATUS_CHOICES].sort()).toEqual([...TRANSACTION_STATUSES].sort());
  });

  it('know a status of the contract, and give one the backend may add a neutral group', () => {
    for (const status of TRANSACTION_STATUSES) expect(isTransactionStatus(status)).toBe(true);
    expect(isTransactionStatus('REFUNDED')).toBe(false);
    expect(statusGroup('REFUNDED')).toBe('other');
  });
});
