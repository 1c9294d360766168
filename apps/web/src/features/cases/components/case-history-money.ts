import type { CaseChange, CaseEvent, EvidenceStatus, RecoveryKind } from '@pidsus/shared';
import { EVIDENCE_STATUS_LABELS, MONEY_CHANGE_FIELDS, RECOVERY_KIND_LABELS } from '@pidsus/shared/constants';
import { formatRupiah } from '@pidsus/shared/money';
import { idCaseHistory } from '../../../i18n/id-case-history';

/** The history rows of evidence and state money (decisions §8.4): their summary, the changes shown, the values. */

const t = idCaseHistory;
type MoneyField = (typeof MONEY_CHANGE_FIELDS)[number];

export const isMoneyField = (field: CaseChange['field']): field is MoneyField =>
  (MONEY_CHANGE_FIELDS as readonly string[]).includes(field);

const find = (event: CaseEvent, field: MoneyField) => event.changes.find((change) => change.field === field);

/** A value as a person reads it: rupiah, a status's or a kind's name; else as recorded. */
export function moneyValue(field: MoneyField, value: string): string {
  if (field === 'state_loss' || field === 'recovery_amount') {
    return formatRupiah(Number(value));
  }
  if (field === 'evidence_status') {
    return EVIDENCE_STATUS_LABELS[value as EvidenceStatus] ?? value;
  }
  if (field === 'recovery_kind') {
    return RECOVERY_KIND_LABELS[value as RecoveryKind] ?? value;
  }
  return value;
}

/** The sentence of an evidence or money row; undefined for any other row. */
export function moneySummary(event: CaseEvent, actor: string): string | undefined {
  const item = find(event, 'evidence');
  const amount = find(event, 'recovery_amount');
  const amountText = moneyValue('recovery_amount', amount?.to ?? amount?.from ?? '0');
  switch (event.action) {
    case 'evidence_added':
      return t.evidenceAdded(actor, item?.to ?? '');
    case 'evidence_updated':
      return t.evidenceUpdated(actor, item?.to ?? '');
    case 'evidence_deleted':
      return t.evidenceDeleted(actor, item?.from ?? '');
    case 'state_loss_changed':
      return t.stateLossChanged(actor);
    case 'recovery_added':
      return t.recoveryAdded(actor, amountText);
    case 'recovery_deleted':
      return t.recoveryDeleted(actor, amountText);
    default:
      return undefined;
  }
}

/** The changes listed under such a row (the item's description only when renamed: the summary names it). */
export function moneyChanges(event: CaseEvent): CaseChange[] | undefined {
  switch (event.action) {
    case 'evidence_added':
    case 'evidence_updated':
      return event.changes.filter((change) => change.field !== 'evidence' || change.from !== change.to);
    case 'state_loss_changed':
      return event.changes;
    case 'recovery_added':
    case 'recovery_deleted':
      return event.changes.filter((change) => change.field === 'recovery_kind');
    case 'evidence_deleted':
      return [];
    default:
      return undefined;
  }
}
