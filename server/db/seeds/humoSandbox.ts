// Demo data for the Humo screen: one account already signed in to the sandbox, so the list of
// active accounts has a row to show. Harmless with HUMO_UPSTREAM set: the sandbox is not asked.
import type { Seeder } from './seeder.ts';
import { saveSandboxAccount } from '../repositories/humoSandbox.ts';

export const DEMO_SANDBOX_PHONE = '+998901112233';

export const seedHumoSandbox: Seeder = (db, now) => {
  saveSandboxAccount(db, DEMO_SANDBOX_PHONE, 'ACTIVE', now.toISOString());
};
