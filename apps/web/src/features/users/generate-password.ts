/**
 * Letters and digits without the look-alikes (0/O/o, 1/l/I): a password the admin may have to read out
 * over the phone or copy from a note (decisions §7.5).
 */
export const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const GENERATED_PASSWORD_LENGTH = 16;

const classes = [/[A-Z]/, /[a-z]/, /[0-9]/];
// Bytes at or above this are skipped, so that every character is equally likely (no modulo bias).
const byteLimit = 256 - (256 % PASSWORD_ALPHABET.length);

function randomCharacters(length: number, random: (bytes: Uint8Array) => void): string {
  let result = '';
  const bytes = new Uint8Array(length * 2);
  while (result.length < length) {
    random(bytes);
    for (const byte of bytes) {
      if (byte < byteLimit && result.length < length) {
        result += PASSWORD_ALPHABET.charAt(byte % PASSWORD_ALPHABET.length);
      }
    }
  }
  return result;
}

/**
 * A random password of 16 letters and digits from the browser's cryptographic generator, with at least one
 * capital, one small letter and one digit. `random` is replaceable for tests only.
 */
export function generatePassword(
  random: (bytes: Uint8Array) => void = (bytes) => {
    crypto.getRandomValues(bytes);
  },
): string {
  for (;;) {
    const candidate = randomCharacters(GENERATED_PASSWORD_LENGTH, random);
    if (classes.every((pattern) => pattern.test(candidate))) {
      return candidate;
    }
  }
}
