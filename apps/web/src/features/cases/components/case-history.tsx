import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import SyncAlt from '@mui/icons-material/SyncAlt';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import GlobalStyles from '@mui/material/GlobalStyles';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseChange, CaseEvent } from '@pidsus/shared';
import { id } from '../../../i18n/id';
import { idCaseDetail } from '../../../i18n/id-case-detail';
import { idCaseHistory } from '../../../i18n/id-case-history';
import { idDeadlines } from '../../../i18n/id-deadlines';
import { idDefendants } from '../../../i18n/id-defendants';
import { idDetentions } from '../../../i18n/id-detentions';
import { actorName } from '../../../lib/actor-name';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatLongDate, formatTime } from '../../../lib/time/dates';
import { historyRules } from './case-history-rules';
import { useCaseHistory } from '../api/get-case-history';
import { isMoneyField, moneyChanges, moneySummary, moneyValue } from './case-history-money';

const t = idCaseHistory;
const labels = idCaseDetail.fields;

const icons = {
  created: <AddCircleOutline fontSize="small" />,
  updated: <EditOutlined fontSize="small" />,
  status: <SyncAlt fontSize="small" />,
  deleted: <DeleteOutline fontSize="small" />,
  deadline_added: <AlarmOutlined fontSize="small" />,
  deadline_updated: <AlarmOutlined fontSize="small" />,
  deadline_done: <AlarmOutlined fontSize="small" />,
  deadline_reopened: <AlarmOutlined fontSize="small" />,
  deadline_deleted: <AlarmOutlined fontSize="small" />,
  deadline_recounted: <AlarmOutlined fontSize="small" />,
  document_added: <NoteAddOutlined fontSize="small" />,
  document_deleted: <DeleteOutline fontSize="small" />,
  document_restored: <RestoreFromTrashOutlined fontSize="small" />,
  document_purged: <DeleteForeverOutlined fontSize="small" />,
  restored: <RestoreFromTrashOutlined fontSize="small" />,
  milestone_added: <FlagOutlined fontSize="small" />,
  milestone_updated: <FlagOutlined fontSize="small" />,
  milestone_deleted: <DeleteOutline fontSize="small" />,
  defendant_added: <PersonOutline fontSize="small" />,
  defendant_updated: <PersonOutline fontSize="small" />,
  defendant_deleted: <PersonOutline fontSize="small" />,
  detention_added: <LockClockOutlined fontSize="small" />,
  detention_updated: <LockClockOutlined fontSize="small" />,
  detention_released: <LockClockOutlined fontSize="small" />,
  detention_deleted: <LockClockOutlined fontSize="small" />,
  evidence_added: <Inventory2Outlined fontSize="small" />,
  evidence_updated: <Inventory2Outlined fontSize="small" />,
  evidence_deleted: <Inventory2Outlined fontSize="small" />,
  state_loss_changed: <PaymentsOutlined fontSize="small" />,
  recovery_added: <PaymentsOutlined fontSize="small" />,
  recovery_deleted: <PaymentsOutlined fontSize="small" />,
} as const;

/** The case record's rows (decisions §8.1, §8.2), each naming the person. */
const recordSummaries = {
  defendant_added: idDefendants.history.added,
  defendant_updated: idDefendants.history.updated,
  defendant_deleted: idDefendants.history.deleted,
  detention_added: idDetentions.history.added,
  detention_updated: idDetentions.history.updated,
  detention_released: idDetentions.history.released,
  detention_deleted: idDetentions.history.deleted,
} as const;

const isRecordAction = (action: CaseEvent['action']): action is keyof typeof recordSummaries =>
  action in recordSummaries;

const milestoneSummaries = {
  milestone_added: t.milestoneAdded,
  milestone_updated: t.milestoneUpdated,
  milestone_deleted: t.milestoneDeleted,
} as const;

const isMilestoneField = (field: CaseChange['field']): field is keyof typeof t.milestoneFields =>
  field in t.milestoneFields;

const deadlineSummaries = {
  deadline_added: idDeadlines.history.added,
  deadline_updated: idDeadlines.history.updated,
  deadline_done: idDeadlines.history.done,
  deadline_reopened: idDeadlines.history.reopened,
  deadline_deleted: idDeadlines.history.deleted,
  deadline_recounted: idDeadlines.history.recounted,
} as const;

/** A field's label: the case's own, a deadline's (decisions §7.2), or the case record's (§8.1, §8.2). */
const labelOf = (field: CaseChange['field']): string =>
  isMilestoneField(field)
    ? t.milestoneFields[field]
    : field === 'document'
      ? ''
      : isMoneyField(field)
        ? t.moneyFields[field]
        : field === 'deadline' || field === 'deadline_due' || field === 'deadline_note'
          ? idDeadlines.history.fields[field]
          : field === 'defendant'
            ? idDefendants.history.field
            : field === 'detention'
              ? idDetentions.history.field
              : labels[field];

const isDeadlineAction = (action: CaseEvent['action']): action is keyof typeof deadlineSummaries =>
  action in deadlineSummaries;

/** A field's value as a person reads it: dates and categories in Indonesian, long texts only as "changed". */
function readable(change: CaseChange, value: string | null): string {
  if (value === null || value === '') {
    return t.emptyValue;
  }
  if (isMoneyField(change.field)) {
    return moneyValue(change.field, value);
  }
  if (change.field === 'date' || change.field === 'deadline_due' || change.field === 'milestone_date') {
    return formatLongDate(value);
  }
  if (change.field === 'time') {
    return formatTime(value);
  }
  if (change.field === 'type') {
    return id.categories[value as keyof typeof id.categories] ?? value;
  }
  if (change.field === 'detention') {
    // `2026-03-01 s/d 2026-03-20, dikeluarkan 2026-03-05`: its days as the app writes them.
    return value.replace(/\d{4}-\d{2}-\d{2}/g, (day) => formatLongDate(day));
  }
  return value;
}

function summary(event: CaseEvent): string {
  const actor = actorName(event.actor, id.actor.unknown);
  const money = moneySummary(event, actor);
  if (money !== undefined) {
    return money;
  }
  if (isDeadlineAction(event.action)) {
    // The row's first change names the deadline (its title after the change, or as it was for a deletion).
    const named = event.changes.find((change) => change.field === 'deadline');
    return deadlineSummaries[event.action](actor, named?.to ?? named?.from ?? '');
  }
  if (isRecordAction(event.action)) {
    const named = event.changes.find((change) => change.field === 'defendant');
    return recordSummaries[event.action](actor, named?.to ?? named?.from ?? '');
  }
  if (event.action in milestoneSummaries) {
    // The row's first change names the milestone's form (decisions §8.3).
    const named = event.changes.find((change) => change.field === 'milestone');
    return milestoneSummaries[event.action as keyof typeof milestoneSummaries](actor, named?.to ?? named?.from ?? '');
  }
  const statusChange = event.changes.find((change) => change.field === 'status');
  if (event.action === 'status' && statusChange) {
    return t.status(actor, statusChange.from ?? '', statusChange.to ?? '');
  }
  // A document's row names it (decisions §7.2): `to` when it was added, `from` when it was deleted.
  const document = event.changes.find((change) => change.field === 'document');
  if (event.action === 'document_added') {
    return t.documentAdded(actor, document?.to ?? '');
  }
  if (event.action === 'document_deleted') {
    return t.documentDeleted(actor, document?.from ?? '');
  }
  if (event.action === 'document_restored') {
    return t.documentRestored(actor, document?.to ?? '');
  }
  if (event.action === 'document_purged') {
    return t.documentPurged(actor, document?.from ?? '');
  }
  return t[event.action === 'status' ? 'updated' : (event.action as 'created' | 'updated' | 'deleted' | 'restored')](
    actor,
  );
}

/** The names of a team as its history row keeps them ("Ani, Budi"). */
const names = (value: string | null) => (value ? value.split(', ').filter(Boolean) : []);

/** A team change as a sentence: "menambahkan Ani ke tim; mengeluarkan Budi dari tim". */
export function teamChangeText(change: CaseChange): string {
  const before = names(change.from);
  const after = names(change.to);
  const added = after.filter((name) => !before.includes(name));
  const removed = before.filter((name) => !after.includes(name));
  return [
    ...(added.length > 0 ? [t.teamAdded(added.join(', '))] : []),
    ...(removed.length > 0 ? [t.teamRemoved(removed.join(', '))] : []),
  ].join('; ');
}

function ChangeLine({ change }: { change: CaseChange }) {
  const label = labelOf(change.field);
  // A description can be pages long: say that it changed rather than print both versions.
  const text =
    change.field === 'description' || change.field === 'deadline_note' || change.field === 'milestone_note'
      ? t.changedText(label)
      : change.field === 'deadline' && change.from === null
        ? t.deadlineStarted(change.to ?? '')
        : isMilestoneField(change.field) && change.from === null
          ? t.added(label, readable(change, change.to))
          : change.field === 'team'
            ? teamChangeText(change)
            : change.field === 'deadline_due' && change.from === null
              ? idDeadlines.due(readable(change, change.to))
              : change.field === 'detention' && (change.from === null || change.to === null)
                ? // A period recorded or deleted: its days alone, not "(kosong) →".
                  t.value(label, readable(change, change.to ?? change.from))
                : t.change(label, readable(change, change.from), readable(change, change.to));
  return <li className="case-history-change">{text}</li>;
}

/**
 * The changes listed under a row: an edit's or a creation's fields; a deadline's due date when added, and what an
 * edit of it changed (its title only when renamed: the summary names it).
 */
function shownChanges(event: CaseEvent): CaseChange[] {
  const money = moneyChanges(event);
  if (money !== undefined) {
    return money;
  }
  if (event.action === 'updated' || event.action === 'created') {
    return event.changes;
  }
  if (event.action === 'deadline_added') {
    return event.changes.filter((change) => change.field === 'deadline_due');
  }
  if (event.action === 'deadline_updated') {
    return event.changes.filter((change) => change.field !== 'deadline' || change.from !== change.to);
  }
  if (isRecordAction(event.action)) {
    // The period's days, and a renamed person; the summary already names who.
    return event.changes.filter(
      (change) => (change.field === 'detention' || change.from !== null) && change.from !== change.to,
    );
  }
  if (event.action === 'milestone_added' || event.action === 'milestone_updated') {
    return event.changes.filter((change) => change.field !== 'milestone');
  }
  return [];
}

/** Riwayat: who changed what and when (decisions §6), oldest first. */
export function CaseHistory({ caseId }: { caseId: number }) {
  const history = useCaseHistory(caseId);
  const events = history.data?.events;
  return (
    <Card component="section" aria-labelledby="case-history-title">
      <CardContent>
        <Typography id="case-history-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t.title}
        </Typography>
        {history.isPending && (
          <Stack spacing={1.5}>
            <Skeleton height={28} />
            <Skeleton height={28} width="70%" />
          </Stack>
        )}
        {history.isError && <Alert severity="error">{errorMessage(history.error, t.loadFailed)}</Alert>}
        {events?.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
        {history.data && history.data.total > history.data.events.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t.truncated(history.data.events.length, history.data.total)}
          </Typography>
        )}
        {events && events.length > 0 && (
          <>
            <GlobalStyles styles={historyRules} />
            <ol className="case-history-list" aria-label={t.title}>
              {events.map((event) => (
                <li className="case-history-event" key={event.id}>
                  <span className="case-history-icon" aria-hidden>
                    {icons[event.action]}
                  </span>
                  <div>
                    <p className="case-history-summary">{summary(event)}</p>
                    <span className="case-history-time">{formatDateTime(new Date(event.created_at))}</span>
                    {shownChanges(event).length > 0 && (
                      <ul className="case-history-changes">
                        {shownChanges(event).map((change) => (
                          <ChangeLine key={change.field} change={change} />
                        ))}
                      </ul>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </CardContent>
    </Card>
  );
}
