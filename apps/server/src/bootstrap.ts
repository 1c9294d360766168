import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { AppError } from './lib/errors';
import { generatePassword } from './lib/passwords';
import type { UsersService } from './modules/users/service';

/**
 * First start (decisions §1): when no admin exists, create `admin` with ADMIN_EMAIL and ADMIN_PASSWORD,
 * or with a generated password that is printed once, never stored in clear, and changed at the first login (§9).
 */
export async function ensureAdmin(usersService: UsersService, admin: Config['admin'], log: FastifyBaseLogger) {
  if (await usersService.hasAdmin()) {
    return;
  }
  const password = admin.password ?? generatePassword();
  try {
    await usersService.create(
      {
        username: 'admin',
        email: admin.email,
        password,
        role: 'admin',
        position: 'Administrator',
        phone: '',
        office: '',
      },
      undefined,
      // ADMIN_PASSWORD is the operator's own choice (decisions §9); a generated one was printed in the log, so it is
      // changed at the first login.
      { checkPassword: !admin.password, mustChangePassword: !admin.password },
    );
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 409)) {
      throw error;
    }
    // Another instance starting at the same moment made the admin: nothing to do.
    if (await usersService.hasAdmin()) {
      return;
    }
    // The address belongs to a staff account: keep serving, and say how to make an admin.
    log.error(
      { email: admin.email },
      'no admin exists and ADMIN_EMAIL belongs to another account; choose another ADMIN_EMAIL or run `npm run user:create -- --email … --role admin`',
    );
    return;
  }
  log.info({ email: admin.email }, 'admin account created');
  if (!admin.password) {
    const line = '='.repeat(64);
    process.stdout.write(
      `\n${line}\n  Akun administrator dibuat.\n  Email   : ${admin.email}\n  Password: ${password}\n` +
        `  Simpan password ini sekarang; ia tidak akan ditampilkan lagi.\n${line}\n\n`,
    );
  }
}
