// Random identifiers and secrets, and how they are stored. Following Lucia's session guide: 24
// characters from a 32-letter alphabet carry 120 random bits; only SHA-256 digests are stored.
// Hashing uses Node's own crypto: every request with a session hashes its secret, and the guide's
// portable pure-JavaScript SHA-256 took a third of a millisecond a time until the JIT warmed up.
import { createHash, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function generateSecureRandomString(length = 24): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte >> 3];
  return out;
}

export function hashSecret(secret: string): Uint8Array {
  const digest = createHash('sha256').update(secret, 'utf8').digest();
  return new Uint8Array(digest);
}

export function hashSecretHex(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  const candidate = hashSecret(secret);
  return candidate.length === storedHash.length && timingSafeEqual(candidate, storedHash);
}
