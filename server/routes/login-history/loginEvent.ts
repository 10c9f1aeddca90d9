// The check both deployments make before a sign-in event is recorded (the embedded API) or
// forwarded (the gateway): it must follow a password checked for the account (auth/loginEvents).
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';
import { signedInAccount } from '../../auth/plugin.ts';

/** Takes the account's waiting sign-in, or refuses with 409: there is no sign-in to record. */
export function takeLoginEvent(request: FastifyRequest): void {
  const account = signedInAccount(request);
  if (account.sessionId !== undefined || !request.server.loginEvents.take(account.id)) {
    throw new HttpError(
      409,
      'login-info: no sign-in to record: an event is recorded once, after a sign-in with the password',
    );
  }
}
