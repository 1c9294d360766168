import type {
  AppSecretsTable,
  AuditLogTable,
  AvatarsTable,
  SessionsTable,
  TwoFactorRecoveryCodesTable,
  TwoFactorTable,
  UsersTable,
} from './accounts';
import type { CaseDocumentsTable } from './case-documents';
import type { CaseEventsTable, CaseMembersTable, CasesTable } from './cases';
import type { CaseDefendantsTable, CaseDetentionsTable } from './defendants';
import type { CaseDeadlinesTable, DeadlineRemindersTable, DeadlineTemplatesTable } from './deadlines';
import type { FilesTable, FoldersTable } from './files';
import type { FormTemplatesTable } from './letters';
import type { MailQueueTable } from './mail';
import type { CaseMilestonesTable, FormsTable, IssuedNumbersTable, NumberingCountersTable } from './milestones';
import type { CaseEvidenceTable, CaseRecoveriesTable } from './money';
import type { DailyRemindersTable, NotificationsTable } from './notifications';
import type { CalendarKeysTable, SettingsTable, TrashPurgesTable } from './office';

export type * from './accounts';
export type * from './case-documents';
export type * from './cases';
export type * from './deadlines';
export type * from './defendants';
export type * from './files';
export type * from './letters';
export type * from './mail';
export type * from './milestones';
export type * from './money';
export type * from './notifications';
export type * from './office';

/**
 * The database as Kysely types it, one file per part of the app beside this one. Row types: Timestamps are ISO-8601 UTC strings (`toISOString()`) in both dialects: they sort and
 * compare as text the same way in SQLite and PostgreSQL, and come back as strings from both drivers.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  cases: CasesTable;
  case_events: CaseEventsTable;
  audit_log: AuditLogTable;
  avatars: AvatarsTable;
  app_secrets: AppSecretsTable;
  folders: FoldersTable;
  files: FilesTable;
  notifications: NotificationsTable;
  daily_reminders: DailyRemindersTable;
  case_list_version: { id: number; version: number | string };
  case_team: CaseMembersTable;
  case_followers: CaseMembersTable;
  case_deadlines: CaseDeadlinesTable;
  deadline_templates: DeadlineTemplatesTable;
  calendar_keys: CalendarKeysTable;
  deadline_reminders: DeadlineRemindersTable;
  case_documents: CaseDocumentsTable;
  trash_purges: TrashPurgesTable;
  settings: SettingsTable;
  case_defendants: CaseDefendantsTable;
  case_detentions: CaseDetentionsTable;
  forms: FormsTable;
  case_milestones: CaseMilestonesTable;
  numbering_counters: NumberingCountersTable;
  issued_numbers: IssuedNumbersTable;
  case_evidence: CaseEvidenceTable;
  case_recoveries: CaseRecoveriesTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  form_templates: FormTemplatesTable;
  mail_queue: MailQueueTable;
}
