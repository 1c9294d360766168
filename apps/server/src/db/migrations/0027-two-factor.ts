import type { Kysely } from 'kysely';
import { idColumn } from './helpers';

/**
 * Two-step sign-in (decisions §9, decisions §9). `two_factor` holds an account's TOTP secret: pending while
 * `enabled_at` is null (an enrolment not yet confirmed), active once set; `last_step` is the RFC 6238 time step of the
 * last code accepted, so a code works once even when two instances receive it (an update that only raises it). Its
 * recovery codes are kept as SHA-256 only, each marked when used. The settings gain who must use it: null until an
 * admin saves, the environment's default (`REQUIRE_2FA_ADMIN`, true; staff false) meanwhile. Rows go with their account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'varchar(64)', (col) => col.notNull())
    .addColumn('enabled_at', 'varchar(30)')
    .addColumn('last_step', 'integer')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await idColumn(db, db.schema.createTable('two_factor_recovery_codes'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('two_factor_recovery_codes_user')
    .on('two_factor_recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();
  await db.schema.alterTable('settings').addColumn('require_2fa_admin', 'integer').execute();
  await db.schema.alterTable('settings').addColumn('require_2fa_staff', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('require_2fa_staff').execute();
  await db.schema.alterTable('settings').dropColumn('require_2fa_admin').execute();
  await db.schema.dropTable('two_factor_recovery_codes').execute();
  await db.schema.dropTable('two_factor').execute();
}
