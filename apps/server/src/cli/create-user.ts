// npm run user:create -- --email budi@kejaksaan.go.id [--username "Budi Santoso"] [--role admin|user] [--password …]
import { parseArgs } from 'node:util';
import { userCreateSchema } from '@pidsus/shared';
import { ConfigError } from '../config';
import { generatePassword } from '../lib/passwords';
import { fail, openCliContext } from './context';

const usage =
  'Pemakaian: npm run user:create -- --email EMAIL [--username NAMA] [--role admin|user] [--password PASSWORD]';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      role: { type: 'string', default: 'user' },
      password: { type: 'string' },
      position: { type: 'string', default: '' },
      office: { type: 'string', default: '' },
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
  const { db, usersService } = await openCliContext();
  try {
    const user = await usersService.create(parsed.data);
    process.stdout.write(`Pengguna dibuat: ${user.username} <${user.email}> (${user.role})\n`);
    if (!values.password) {
      process.stdout.write(
        `Password: ${password}\nSampaikan password ini kepada pengguna; ia tidak akan ditampilkan lagi.\n`,
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  fail(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
});
