import type { Migration } from 'kysely';
import * as m0001 from './0001-users-and-sessions';
import * as m0002 from './0002-cases';
import * as m0003 from './0003-profiles-and-audit';
import * as m0004 from './0004-files';
import * as m0005 from './0005-notifications';
import * as m0006 from './0006-actor-names';
import * as m0007 from './0007-search-index';
import * as m0008 from './0008-case-list-order';
import * as m0009 from './0009-case-list-version';
import * as m0010 from './0010-case-team';
import * as m0011 from './0011-daily-use';
import * as m0012 from './0012-case-trash';
import * as m0013 from './0013-case-documents';
import * as m0014 from './0014-case-deadlines';
import * as m0015 from './0015-trash';
import * as m0016 from './0016-settings';
import * as m0017 from './0017-calendar-keys';
import * as m0018 from './0018-stats-indexes';
import * as m0019 from './0019-law-days';
import * as m0020 from './0020-defendants';
import * as m0021 from './0021-detentions';
import * as m0022 from './0022-milestones';
import * as m0023 from './0023-evidence-and-money';
import * as m0024 from './0024-notification-groups';
import * as m0025 from './0025-password-rules';
import * as m0026 from './0026-case-document-trash';
import * as m0027 from './0027-two-factor';
import * as m0028 from './0028-audit';
import * as m0029 from './0029-form-templates';
import * as m0030 from './0030-mail';
import * as m0031 from './0031-mail-grouping';
import * as m0032 from './0032-issued-numbers';
import * as m0033 from './0033-notifications-newest';

/** Every migration, in order. Listed statically so that they work the same from source and in tests. */
export const migrations: Record<string, Migration> = {
  '0001-users-and-sessions': m0001,
  '0002-cases': m0002,
  '0003-profiles-and-audit': m0003,
  '0004-files': m0004,
  '0005-notifications': m0005,
  '0006-actor-names': m0006,
  '0007-search-index': m0007,
  '0008-case-list-order': m0008,
  '0009-case-list-version': m0009,
  '0010-case-team': m0010,
  '0011-daily-use': m0011,
  '0012-case-trash': m0012,
  '0013-case-documents': m0013,
  '0014-case-deadlines': m0014,
  '0015-trash': m0015,
  '0016-settings': m0016,
  '0017-calendar-keys': m0017,
  '0018-stats-indexes': m0018,
  '0019-law-days': m0019,
  '0020-defendants': m0020,
  '0021-detentions': m0021,
  '0022-milestones': m0022,
  '0023-evidence-and-money': m0023,
  '0024-notification-groups': m0024,
  '0025-password-rules': m0025,
  '0026-case-document-trash': m0026,
  '0027-two-factor': m0027,
  '0028-audit': m0028,
  '0029-form-templates': m0029,
  '0030-mail': m0030,
  '0031-mail-grouping': m0031,
  '0032-issued-numbers': m0032,
  '0033-notifications-newest': m0033,
};
