// The Humo SANDBOX: answers /api/humo/* when HUMO_UPSTREAM is unset, with the helper service's
// contract and fixed test codes, so the panel's wizard can be tried end to end without Telegram.
// Every message it writes starts with "Sandbox:" so nobody mistakes it for the real service.
// State lives in SQLite (humo_sandbox_accounts), so signed-in accounts survive restarts.
//
//   newNumber(+998XXXXXXXXX)  -> code "sent"
//   smscode 11111             -> signed in
//   smscode 22222             -> two-step password required; twostep "sandbox" -> signed in
import type { Database } from 'better-sqlite3';
import {
  deleteSandboxAccount,
  findSandboxAccount,
  listActiveSandboxAccounts,
  saveSandboxAccount,
} from '../db/repositories/humoSandbox.ts';
import type { SandboxAccount } from '../db/repositories/humoSandbox.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { SANDBOX_PROFILE_PICTURE } from './sandboxPhoto.ts';

export const SANDBOX_CODE_SIGNED_IN = '11111';
export const SANDBOX_CODE_TWO_STEP = '22222';
export const SANDBOX_PASSWORD = 'sandbox';

export const UZ_PHONE = /^\+998[0-9]{9}$/;

export interface HumoStepAnswer {
  message: string;
  next?: string;
  hint?: string;
}

export interface HumoAccount {
  id: number;
  name: string;
  username: string;
  phone: string;
  status: 'ACTIVE';
  /** Base64 JPEG without a data: prefix, or null when the photo was not asked for. */
  profilePicture: string | null;
}

const SIGNED_IN: HumoStepAnswer = { message: 'Sandbox: signed in' };

function toHumoAccount(account: SandboxAccount, includePhoto: boolean): HumoAccount {
  const suffix = account.phone.slice(-4);
  return {
    id: account.id,
    name: `Sandbox User ${suffix}`,
    username: `sandbox_${suffix}`,
    phone: account.phone,
    status: 'ACTIVE',
    profilePicture: includePhoto ? SANDBOX_PROFILE_PICTURE : null,
  };
}

export class HumoSandbox {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  private at(): string {
    return new Date(this.now()).toISOString();
  }

  /** Phone format is checked here, not only by the route: the sandbox is the contract. */
  private phone(phone: string): string {
    if (!UZ_PHONE.test(phone)) {
      throw badRequest('phone: must be +998 followed by 9 digits, e.g. +998901234567');
    }
    return phone;
  }

  newNumber(phone: string): HumoStepAnswer {
    const current = findSandboxAccount(this.db, this.phone(phone));
    if (current?.status === 'ACTIVE') {
      throw conflict('Sandbox: this phone is already signed in; delete it first');
    }
    saveSandboxAccount(this.db, phone, 'CODE_SENT', this.at());
    return {
      message:
        `Sandbox: SMS code sent (use ${SANDBOX_CODE_SIGNED_IN}; ` +
        `${SANDBOX_CODE_TWO_STEP} needs a two-step password)`,
      next: 'POST /smscode',
    };
  }

  smsCode(phone: string, code: string): HumoStepAnswer {
    const current = findSandboxAccount(this.db, this.phone(phone));
    if (!current || current.status === 'ACTIVE') {
      throw badRequest('Sandbox: no code was sent to this phone; start with POST /newNumber');
    }
    if (code === SANDBOX_CODE_SIGNED_IN) {
      saveSandboxAccount(this.db, phone, 'ACTIVE', this.at());
      return SIGNED_IN;
    }
    if (code === SANDBOX_CODE_TWO_STEP) {
      saveSandboxAccount(this.db, phone, 'PASSWORD_REQUIRED', this.at());
      return {
        message: 'Sandbox: two-step password required',
        hint: SANDBOX_PASSWORD,
        next: 'POST /twostep',
      };
    }
    throw badRequest('Sandbox: Invalid code');
  }

  twoStep(phone: string, password: string): HumoStepAnswer {
    const current = findSandboxAccount(this.db, this.phone(phone));
    if (current?.status !== 'PASSWORD_REQUIRED') {
      throw badRequest('Sandbox: no two-step password is pending for this phone');
    }
    if (password !== SANDBOX_PASSWORD) throw badRequest('Sandbox: Invalid password');
    saveSandboxAccount(this.db, phone, 'ACTIVE', this.at());
    return SIGNED_IN;
  }

  active(includePhoto: boolean): HumoAccount[] {
    return listActiveSandboxAccounts(this.db).map((row) => toHumoAccount(row, includePhoto));
  }

  remove(phone: string): HumoStepAnswer {
    if (!deleteSandboxAccount(this.db, phone)) {
      throw notFound('Sandbox: no account with this phone');
    }
    return { message: 'Sandbox: account deleted' };
  }
}
