import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { containsPersonalWords, MIN_PASSWORD_LENGTH, validationMessages } from '@pidsus/shared';
import { badRequest } from './errors';

let common: Set<string> | undefined;

/**
 * The shipped list of the 10,000 most common passwords (`src/data/common-passwords.txt`, its source and licence in
 * the README beside it), read once on first use. Found from the sources (`src/lib/`) and from the bundle
 * (`dist/main.js`) alike.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    // From the bundle: dist/data (the build copies it) is beside main.js; from the sources: src/data beside src/lib.
    const candidates = ['./data/common-passwords.txt', '../data/common-passwords.txt'].map((relative) =>
      fileURLToPath(new URL(relative, import.meta.url)),
    );
    const file = candidates.find((candidate) => fs.existsSync(candidate));
    if (!file) {
      throw new Error(`common-passwords.txt not found (looked at ${candidates.join(', ')})`);
    }
    common = new Set(
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim().toLowerCase())
        .filter(Boolean),
    );
  }
  return common;
}

/** What a new password is checked against besides itself: the account's own words and the office's name. */
export interface PasswordContext {
  email: string;
  username: string;
  /** The account's office field. */
  office?: string;
  /** The office's name from the settings (`office_name`). */
  officeName?: string;
}

/**
 * Whether a password may be set (decisions §9): at least 10 characters, not among the 10,000 most common passwords,
 * and holding neither the email's name, the username nor the office's name. Checked whenever a password is set
 * (by an admin, the CLI, or its owner); a shorter password set before still logs in.
 */
export function passwordProblem(password: string, context: PasswordContext): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return validationMessages.passwordTooShort;
  }
  const words = [context.email, context.username, context.office, context.officeName];
  if (commonPasswords().has(password.toLowerCase()) || containsPersonalWords(password, words)) {
    return validationMessages.passwordGuessable;
  }
  return null;
}

/** `passwordProblem` as a 400 with the message under `field`. */
export function assertPasswordAllowed(password: string, context: PasswordContext, field = 'password'): void {
  const problem = passwordProblem(password, context);
  if (problem) {
    throw badRequest(problem, { [field]: problem });
  }
}
