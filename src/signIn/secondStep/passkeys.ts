// Passkeys (WebAuthn) through @simplewebauthn/browser, whose code is fetched the first time a
// passkey is used: neither the sign-in page nor the first screen downloads it. A browser that
// cannot (no WebAuthn, or the panel not in a secure context: https or localhost) is told so
// before the server is asked for anything.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** Why the browser gave no passkey: it cannot, or the person cancelled (or it timed out). */
export type PasskeyFailure = 'unsupported' | 'cancelled';

export class PasskeyError extends Error {
  override name = 'PasskeyError';
  constructor(
    readonly failure: PasskeyFailure,
    cause?: unknown,
  ) {
    super(failure, { cause });
  }
}

/** The browser's refusals that mean it cannot here, rather than that the person said no. */
const UNSUPPORTED = new Set(['SecurityError', 'NotSupportedError']);

async function webAuthn() {
  const module = await import('@simplewebauthn/browser');
  if (!module.browserSupportsWebAuthn()) throw new PasskeyError('unsupported');
  return module;
}

function ceremonyFailure(error: unknown): PasskeyError {
  const name = (error as { name?: unknown } | null)?.name;
  return new PasskeyError(
    typeof name === 'string' && UNSUPPORTED.has(name) ? 'unsupported' : 'cancelled',
    error,
  );
}

/** A new passkey made by the browser with the server's options (fetched once it can). */
export async function createPasskey(
  options: () => Promise<PublicKeyCredentialCreationOptionsJSON>,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await webAuthn();
  const optionsJSON = await options();
  try {
    return await startRegistration({ optionsJSON });
  } catch (error) {
    throw ceremonyFailure(error);
  }
}

/** The browser's proof with one of the account's passkeys, for the server's options. */
export async function provePasskey(
  options: () => Promise<PublicKeyCredentialRequestOptionsJSON>,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await webAuthn();
  const optionsJSON = await options();
  try {
    return await startAuthentication({ optionsJSON });
  } catch (error) {
    throw ceremonyFailure(error);
  }
}
