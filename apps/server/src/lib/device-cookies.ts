import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A browser stays known for half a year after its last successful login. */
const MAX_AGE_S = 180 * 24 * 60 * 60;

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies", decisions §9): a browser that logged
 * into an account gets a cookie that names the account, with a random id, signed with the app's key (`app_secrets`,
 * shared by every instance). A login carrying a valid one for the email typed is not slowed by failures from elsewhere.
 * One cookie per account (its name is a keyed hash of the email), so that colleagues sharing a computer each keep
 * theirs; it is sent only to the login (`Path`), never read by scripts (`HttpOnly`), never sent by other sites
 * (`SameSite=Strict`), and only over TLS when the app is reached over https (`Secure`).
 */
export function createDeviceCookies(key: string) {
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const accountOf = (email: string) => email.trim().toLowerCase();
  const nameFor = (account: string) => `pidsus_device_${mac(`name\n${account}`).slice(0, 16)}`;
  const encode = (account: string) => Buffer.from(account).toString('base64url');

  return {
    /** The `Set-Cookie` value for a browser that just logged into `email`. */
    issue(email: string, secure: boolean): string {
      const account = accountOf(email);
      const id = randomBytes(16).toString('base64url');
      const value = `${encode(account)}.${id}.${mac(`device\n${account}\n${id}`)}`;
      const attributes = [`Max-Age=${MAX_AGE_S}`, 'Path=/api/auth/login', 'HttpOnly', 'SameSite=Strict'];
      return [`${nameFor(account)}=${value}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
    },

    /** The id of the valid device cookie for `email` in a `Cookie` header, or null (absent, forged, another account). */
    read(email: string, cookieHeader: string | undefined): string | null {
      if (!cookieHeader) {
        return null;
      }
      const account = accountOf(email);
      const name = nameFor(account);
      const pair = cookieHeader
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name}=`));
      const [named, id, signature] = (pair?.slice(name.length + 1) ?? '').split('.');
      if (!named || !id || !signature || named !== encode(account)) {
        return null;
      }
      const expected = Buffer.from(mac(`device\n${account}\n${id}`));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
