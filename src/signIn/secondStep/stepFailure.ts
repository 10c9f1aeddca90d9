// What a failed call of the second step says, as a catalogue key: the code that is wrong, the
// lock-out after too many tries, a server that cannot be reached, or a passkey the browser gave
// none of. 'signedOut' is no message: the password itself no longer works, and the panel signs out.
import { secondStepReasonOf } from '../../auth/signIn';
import { PasskeyError } from './passkeys';

export type StepFailure = 'wrong' | 'locked' | 'unavailable' | 'signedOut' | 'failed';

export function stepFailureOf(error: unknown): StepFailure {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return 'failed';
  if (status === 429) return 'locked';
  // No answer (0, a write's result unknown included) or the server's own failure.
  if (status === 0 || status >= 500) return 'unavailable';
  // A 401 that asks for no second step: the password is not (or no longer) right.
  if (status === 401 && !secondStepReasonOf(error)) return 'signedOut';
  if ([400, 401, 403, 422].includes(status)) return 'wrong';
  return 'failed';
}

/** The message of a failure: `wrong` is the caller's own (which code, which passkey). */
export function stepMessageOf(error: unknown, wrong: string): string | null {
  if (error instanceof PasskeyError) {
    return error.failure === 'unsupported'
      ? 'app.secondStep.passkeyUnsupported'
      : 'app.secondStep.passkeyCancelled';
  }
  switch (stepFailureOf(error)) {
    case 'wrong':
      return wrong;
    case 'locked':
      return 'app.secondStep.locked';
    case 'unavailable':
      return 'app.secondStep.unavailable';
    case 'signedOut':
      return null;
    default:
      return 'app.secondStep.failed';
  }
}
