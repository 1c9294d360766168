import crypto, { createHash, randomBytes } from 'node:crypto';

/** A bearer token: 32 random bytes (256 bits), base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a copy of the database cannot be used to log in. */
export function hashToken(token: string): string {
  return sha256Hex(token);
}

/**
 * Every API request hashes its token to find its session (modules/auth: the session cache is keyed by the hash).
 * Node's one-shot `crypto.hash` (20.12 and later) does it in about a quarter of the time of a Hash object
 * (docs/performance.md); older Node 20 releases get the Hash object.
 */
const sha256Hex: (text: string) => string =
  typeof crypto.hash === 'function'
    ? (text) => crypto.hash('sha256', text, 'hex')
    : (text) => createHash('sha256').update(text).digest('hex');
