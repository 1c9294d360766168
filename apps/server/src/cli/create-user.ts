// npm run user:create -- --email budi@kejaksaan.go.id [--username "Budi Santoso"] [--role admin|user] [--password …]
// The password (given or generated) must be changed at the first login (decisions §9), unless --no-forced-change
// (for accounts whose password its owner typed in themselves, such as the browser tests' accounts).
import { parseArgs } from 'node:util';
import { userCreateSchema } from '@pidsus/shared';
import { ConfigError } from '../config';
import { generatePassword } from '../lib/passwords';
import { fail, openCliContext } from './context';

const usage =
  'Pemakaian: npm run user:create -- --email EMAIL [--username NAMA] [--role admin|user] [--password PASSWORD] [--no-forced-change]';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      role: { type: 'string', default: 'user' },
      password: { type: 'string' },
      position: { type: 'string', default: '' },
      office: { type: 'string', default: '' },
      'no-forced-change': { type: 'boolean', default: false },
    },
  });
  if (!values.email) {
    fail(usage);
  }
  const password = values.password ?? generatePassword();
  const parsed = userCreateSchema.safeParse({
    username: values.username ?? values.email.split('@')[0],
    email: values.email,
    password,
    role: values.role,
    position: values.position,
    office: values.office,
  });
  if (!parsed.success) {
    fail(
      `Data tidak valid:\n${parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
    );
  }
  const { close, usersService } = await openCliContext();
  try {
    const user = await usersService.create(parsed.data, undefined, {
      mustChangePassword: !values['no-forced-change'],
    });
    process.stdout.write(`Pengguna dibuat: ${user.username} <${user.email}> (${user.role})\n`);
    if (!values.password) {
      process.stdout.write(
        `Password: ${password}\nSampaikan password ini kepada pengguna; ia tidak akan ditampilkan lagi.\n`,
      );
    }
    if (!values['no-forced-change']) {
      process.stdout.write('Pengguna harus mengganti password ini saat pertama kali masuk.\n');
    }
  } finally {
    // close(), not db.destroy(): with REDIS_URL the connection to Redis would keep the command running for ever.
    await close();
  }
}

main().catch((error: unknown) => {
  fail(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
});
