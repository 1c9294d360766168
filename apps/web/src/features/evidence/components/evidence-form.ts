import type { Evidence, EvidenceInput, EvidenceStatus } from '@pidsus/shared';
import { formatQuantity, parseQuantity } from '@pidsus/shared/money';
import { evidenceInputSchema } from '@pidsus/shared/schemas/evidence';

/** The evidence dialog's fields as typed (the quantity as text: `2,5`; a date '' when none). */
export interface EvidenceFormValues {
  description: string;
  quantity: string;
  unit: string;
  storage_place: string;
  seizure_number: string;
  seizure_date: string;
  status: EvidenceStatus;
  status_date: string;
  note: string;
}

export const formValuesOf = (item?: Evidence): EvidenceFormValues => ({
  description: item?.description ?? '',
  quantity: item ? formatQuantity(item.quantity) : '1',
  unit: item?.unit ?? '',
  storage_place: item?.storage_place ?? '',
  seizure_number: item?.seizure_number ?? '',
  seizure_date: item?.seizure_date ?? '',
  status: item?.status ?? 'disita',
  status_date: item?.status_date ?? '',
  note: item?.note ?? '',
});

/**
 * What the dialog sends, checked by the shared schema: the input, or the field messages. A quantity that is no
 * number (`dua`) is refused with the quantity's message, as the server would.
 */
export function toEvidenceInput(
  values: EvidenceFormValues,
): { input: EvidenceInput } | { errors: Partial<Record<keyof EvidenceFormValues, string>> } {
  const input: EvidenceInput = {
    ...values,
    quantity: parseQuantity(values.quantity) ?? Number.NaN,
    seizure_date: values.seizure_date || null,
    status_date: values.status_date || null,
  };
  const parsed = evidenceInputSchema.safeParse(input);
  if (parsed.success) {
    return { input };
  }
  const errors: Partial<Record<keyof EvidenceFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof EvidenceFormValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}
