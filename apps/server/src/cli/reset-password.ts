// npm run user:reset-password -- --email budi@kejaksaan.go.id [--password …]
import { parseArgs } from 'node:util';
import { newPasswordSchema } from '@pidsus/shared';
import { generatePassword } from '../lib/passwords';
import { fail, openCliContext } from './context';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email) {
    fail('Pemakaian: npm run user:reset-password -- --email EMAIL [--password PASSWORD]');
  }
  const password = values.password ?? generatePassword();
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) {
    fail(checked.error.issues[0]?.message ?? 'Password tidak valid');
  }
  const { close, usersService } = await openCliContext();
  try {
    const user = await usersService.resetPassword(values.email, password);
    if (!user) {
      fail(`Pengguna dengan email ${values.email} tidak ditemukan`);
    }
    process.stdout.write(
      `Password ${user.username} <${user.email}> diganti; semua sesinya diakhiri. Pengguna harus menggantinya saat masuk berikutnya.\n`,
    );
    if (!values.password) {
      process.stdout.write(`Password baru: ${password}\n`);
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
