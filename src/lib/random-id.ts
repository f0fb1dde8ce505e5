/**
 * An unguessable id (hex of `bytes` random bytes from the platform's CSPRNG): OAuth's `state`
 * (RFC 6749 §10.12) and idempotency ids. Never Math.random: a guessable state lets a stranger's
 * code log the user into the stranger's account.
 */
export function randomId(bytes = 16): string {
  const values = new Uint8Array(bytes)
  globalThis.crypto.getRandomValues(values)
  let out = ''
  for (const value of values) out += value.toString(16).padStart(2, '0')
  return out
}
