// What the Humo page says when a call fails (docs/product.md: Messages "shows the error message or
// server detail, fallback 'Xatolik yuz berdi' or 'Noma'lum xato'"). The rule chosen: - an HTTP
// failure with the server's own text (our {message}, or production's plain
//   "Failed to forward request") shows that text as is;
// - an HTTP failure without one (empty body, HTML page, no answer at all) -> 'Xatolik yuz berdi':
//   we know the call failed, just not why;
// - anything else (a bug, an unexpected answer shape) -> "Noma'lum xato": nothing is known.
import { HttpError } from 'ra-core';
import { ApiError, serverMessageOf } from '../../providers/httpClient';

/** Either the server's text or a catalogue key; show it with translate(text, { _: text }). */
export function humoErrorText(error: unknown): string {
  // A failed call, from the data provider (HttpError) or the HTTP client itself (ApiError).
  if (error instanceof HttpError || error instanceof ApiError) {
    return serverMessageOf(error) || 'app.humo.error';
  }
  return 'app.humo.unknownError';
}
