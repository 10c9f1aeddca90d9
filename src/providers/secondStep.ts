// One's own second step at sign-in on our server (contract/secondStep.ts; docs/backend.md: Our
// server's extras), and an owner's reset of another account's:
//   getSecondStep()                 -> GET    /second-step
//   setUpTotp()                     -> POST   /second-step/totp/setup          -> {secret, uri}
//   confirmTotp(code)               -> POST   /second-step/totp/confirm {code} -> recovery codes
//   passSecondStep(proof)           -> POST   /second-step/totp {code} | {recoveryCode}
//   passkeyRegistrationOptions()    -> POST   /second-step/passkey/register-options
//   registerPasskey(response, name) -> POST   /second-step/passkey/register {response, name}
//                                              -> recovery codes (the first second step) or null
//   passkeyOptions()                -> POST   /second-step/passkey/options
//   passWithPasskey(response)       -> POST   /second-step/passkey {response}
//   removePasskey(id)               -> DELETE /second-step/passkeys/:id
//   resetSecondStep(accountId)      -> DELETE /panel-accounts/:id/second-step   (an owner)
// A step passed (or a first one set up) gives the browser a device session: an HttpOnly cookie
// the server sets, which the panel never reads.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { SecondStepState } from '../../contract/secondStep';
import type { HttpClient } from './httpClient';
import { idPath, isObject, text } from './decode';

export type { SecondStepState };

/** An authenticator being set up: its secret, and the otpauth:// address its QR code holds. */
export interface TotpSetup {
  secret: string;
  uri: string;
}

/** What passes the second step: the authenticator's code, or one of the recovery codes. */
export type SecondStepProof = { code: string } | { recoveryCode: string };

function stateOf(data: unknown): SecondStepState {
  if (!isObject(data)) throw new Error('Unexpected answer for the second step');
  const passkeys = Array.isArray(data.passkeys) ? data.passkeys.filter(isObject) : [];
  return {
    required: data.required === true,
    totp: data.totp === true,
    passkeys: passkeys.map((passkey) => ({
      id: Number(passkey.id),
      name: text(passkey.name),
      createdAt: text(passkey.createdAt),
    })),
    recoveryCodesLeft: typeof data.recoveryCodesLeft === 'number' ? data.recoveryCodesLeft : 0,
  };
}

/** The recovery codes of an answer, or null when it gives none. */
function recoveryCodesOf(data: unknown): string[] | null {
  const codes = isObject(data) ? data.recoveryCodes : undefined;
  return Array.isArray(codes) ? codes.map(text).filter(Boolean) : null;
}

function optionsOf<T>(data: unknown): T {
  if (!isObject(data)) throw new Error('Unexpected answer for the passkey options');
  return data as T;
}

export function secondStepApi(http: HttpClient) {
  return {
    async getSecondStep(): Promise<SecondStepState> {
      return stateOf((await http('/second-step')).data);
    },
    async setUpTotp(): Promise<TotpSetup> {
      const { data } = await http('/second-step/totp/setup', { method: 'POST' });
      if (!isObject(data) || !text(data.uri)) throw new Error('Unexpected answer for the setup');
      return { secret: text(data.secret), uri: text(data.uri) };
    },
    async confirmTotp(code: string): Promise<string[]> {
      const { data } = await http('/second-step/totp/confirm', { method: 'POST', body: { code } });
      return recoveryCodesOf(data) ?? [];
    },
    async passSecondStep(proof: SecondStepProof): Promise<void> {
      await http('/second-step/totp', { method: 'POST', body: proof });
    },
    async passkeyRegistrationOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const { data } = await http('/second-step/passkey/register-options', { method: 'POST' });
      return optionsOf(data);
    },
    async registerPasskey(
      response: RegistrationResponseJSON,
      name: string,
    ): Promise<string[] | null> {
      const { data } = await http('/second-step/passkey/register', {
        method: 'POST',
        body: { response, name },
      });
      return recoveryCodesOf(data);
    },
    async passkeyOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const { data } = await http('/second-step/passkey/options', { method: 'POST' });
      return optionsOf(data);
    },
    async passWithPasskey(response: AuthenticationResponseJSON): Promise<void> {
      await http('/second-step/passkey', { method: 'POST', body: { response } });
    },
    async removePasskey(id: number): Promise<void> {
      await http(`/second-step/passkeys/${idPath(id)}`, { method: 'DELETE' });
    },
    async resetSecondStep(accountId: number): Promise<void> {
      await http(`/panel-accounts/${idPath(accountId)}/second-step`, { method: 'DELETE' });
    },
  };
}
