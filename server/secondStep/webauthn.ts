// Passkeys' two ceremonies (WebAuthn, through @simplewebauthn/server): registering a new one and
// signing in with one, each in two requests (options with a fresh challenge, then the browser's
// signed answer). The challenge waits here, in memory, one per account and ceremony for a few
// minutes: it is good once, and a restart merely asks the person to try again. A passkey is bound
// to the site's domain (the relying party): WEBAUTHN_ORIGIN, or the request's protocol and Host.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';
import type { StoredPasskey } from './passkeys.ts';

const RP_NAME = 'Payments admin';
const CHALLENGE_TTL_MS = 5 * 60_000;

export interface RelyingParty {
  /** The domain passkeys are bound to. */
  id: string;
  /** The origin the browser must report. */
  origin: string;
}

/** The relying party: the configured origin, or the one the request came to. */
export function relyingPartyOf(request: FastifyRequest, configuredOrigin?: string): RelyingParty {
  let origin = configuredOrigin;
  if (origin === undefined) {
    try {
      origin = new URL(`${request.protocol}://${request.host}`).origin;
    } catch {
      throw badRequest('Host: is not a host name');
    }
  }
  return { id: new URL(origin).hostname, origin };
}

export type Ceremony = 'register' | 'authenticate';

export interface PendingChallenge {
  challenge: string;
  party: RelyingParty;
  expiresAt: number;
}

/** The challenges handed out and not yet answered: one per account and ceremony. */
export class ChallengeStore {
  private readonly pending = new Map<string, PendingChallenge>();

  constructor(private readonly now: () => number) {}

  put(accountId: number, ceremony: Ceremony, challenge: string, party: RelyingParty): void {
    const now = this.now();
    for (const [key, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(key);
    this.pending.set(`${ceremony}:${accountId}`, {
      challenge,
      party,
      expiresAt: now + CHALLENGE_TTL_MS,
    });
  }

  /** The account's challenge, removed: each is answered once, rightly or not. */
  take(accountId: number, ceremony: Ceremony): PendingChallenge | undefined {
    const key = `${ceremony}:${accountId}`;
    const entry = this.pending.get(key);
    this.pending.delete(key);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }
}

const described = (passkeys: readonly StoredPasskey[]) =>
  passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports }));

export function creationOptions(
  party: RelyingParty,
  account: { id: number; username: string },
  existing: readonly StoredPasskey[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: party.id,
    userName: account.username,
    // A stable handle that names no person: the same account is the same user to the passkey.
    userID: new TextEncoder().encode(`panel-account-${account.id}`),
    attestationType: 'none',
    // The authenticator refuses to make a second passkey for this account.
    excludeCredentials: described(existing),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

export function requestOptions(
  party: RelyingParty,
  passkeys: readonly StoredPasskey[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: party.id,
    allowCredentials: described(passkeys),
    userVerification: 'preferred',
  });
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface NewCredential {
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

/**
 * The new passkey in the browser's answer to the creation options, when it answers the pending
 * challenge for this site. User verification (a PIN, a fingerprint) is not required: the passkey
 * is a second step after the password, not the only one.
 */
export async function checkCreation(
  response: unknown,
  pending: PendingChallenge,
): Promise<Checked<NewCredential>> {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: pending.challenge,
      expectedOrigin: pending.party.origin,
      expectedRPID: pending.party.id,
      requireUserVerification: false,
    });
    if (!result.verified) return { ok: false, problem: 'not verified' };
    const { credential } = result.registrationInfo;
    return {
      ok: true,
      value: {
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
      },
    };
  } catch (error) {
    // A malformed answer is the client's fault, whatever part of it the library choked on.
    return { ok: false, problem: problemOf(error) };
  }
}

/** The passkey's new signature counter when the browser's answer is its signature of the challenge. */
export async function checkAssertion(
  response: unknown,
  pending: PendingChallenge,
  passkey: StoredPasskey,
): Promise<Checked<number>> {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: pending.challenge,
      expectedOrigin: pending.party.origin,
      expectedRPID: pending.party.id,
      credential: {
        id: passkey.credentialId,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
    return result.verified
      ? { ok: true, value: result.authenticationInfo.newCounter }
      : { ok: false, problem: 'not verified' };
  } catch (error) {
    // A counter that went back (a cloned authenticator) is refused here too.
    return { ok: false, problem: problemOf(error) };
  }
}
