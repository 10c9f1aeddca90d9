// Basic-auth tokens that survive non-ASCII credentials: btoa() alone throws on Cyrillic or "o‘".
export function encodeBasicToken(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The username inside a token, or null when the token is not valid base64 UTF-8. */
export function usernameFromBasicToken(token: string): string | null {
  try {
    const binary = atob(token);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const colon = decoded.indexOf(':');
    return colon === -1 ? null : decoded.slice(0, colon);
  } catch {
    return null;
  }
}
