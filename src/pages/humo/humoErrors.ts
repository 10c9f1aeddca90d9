// What the Humo page says when a call fails (docs/product.md: Messages "shows the error message or
// server detail, fallback 'Xatolik yuz berdi' or 'Noma'lum xato'"). The rule chosen:
// - a refusal of the helper that our gateway names with its step's code (contract/humo.ts: the
//   backend answers it with a 500 "Failed to forward request", the gateway with a 422) -> that
//   step's words in the UI language (app.humo.refused.*), not the gateway's English;
// - an HTTP failure with the server's own text (our {message}, or production's plain
//   "Failed to forward request") shows that text as is;
// - an HTTP failure without one (empty body, HTML page, no answer at all) -> 'Xatolik yuz berdi':
//   we know the call failed, just not why;
// - anything else (a bug, an unexpected answer shape) -> "Noma'lum xato": nothing is known.
import { HttpError } from 'ra-core';
import { HUMO_REFUSALS, type HumoStep } from '../../../contract/humo';
import { serverMessageOf } from '../../providers/apiErrors';
import { ApiError } from '../../providers/httpClient';

const STEP_OF_CODE = new Map<unknown, HumoStep>(
  Object.entries(HUMO_REFUSALS).map(([step, code]) => [code, step as HumoStep]),
);

/** The step whose refusal the failure's body names, if it names one. */
function refusedStep(error: HttpError | ApiError): HumoStep | undefined {
  const body = error.body as { code?: unknown } | null | undefined;
  return body && typeof body === 'object' ? STEP_OF_CODE.get(body.code) : undefined;
}

/** Either the server's text or a catalogue key; show it with translate(text, { _: text }). */
export function humoErrorText(error: unknown): string {
  // A failed call, from the data provider (HttpError) or the HTTP client itself (ApiError).
  if (error instanceof HttpError || error instanceof ApiError) {
    const step = refusedStep(error);
    if (step) return `app.humo.refused.${step}`;
    return serverMessageOf(error) || 'app.humo.error';
  }
  return 'app.humo.unknownError';
}
