// Random identifiers and secrets, and how they are stored. Following Lucia's session guide: 24
// characters from a 32-letter alphabet carry 120 random bits; only SHA-256 digests are stored.
import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeHexLowerCase } from '@oslojs/encoding';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function generateSecureRandomString(length = 24): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte >> 3];
  return out;
}

export function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

export function hashSecretHex(secret: string): string {
  return encodeHexLowerCase(hashSecret(secret));
}

export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  const candidate = hashSecret(secret);
  return candidate.length === storedHash.length && constantTimeEqual(candidate, new Uint8Array(storedHash));
}
