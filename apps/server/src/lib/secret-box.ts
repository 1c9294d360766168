import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * Encrypts a stored secret (the SMTP password, decisions §11) with the app's `mail_key` (`app_secrets`, migration
 * 0030, shared by every instance): AES-256-GCM, stored as `v1.<iv>.<tag>.<data>` in base64url. A copy of the
 * database alone (a backup, a dump) no longer shows the password in the clear.
 */
export function createSecretBox(db: Db) {
  let key: Promise<Buffer> | undefined;
  const readKey = () => {
    key ??= db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', 'mail_key')
      .executeTakeFirstOrThrow()
      .then((row) => Buffer.from(row.value, 'base64url'))
      .catch((error: unknown) => {
        key = undefined;
        throw error;
      });
    return key;
  };
  return {
    seal: async (plain: string): Promise<string> => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await readKey(), iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open: async (sealed: string): Promise<string> => {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || tag === undefined || data === undefined) {
        throw new Error('stored secret has an unknown format');
      }
      const decipher = createDecipheriv('aes-256-gcm', await readKey(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
