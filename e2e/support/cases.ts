import { randomUUID } from 'node:crypto';
import { baseURL } from './fixtures';

/** A word no other test uses, so that searches and lists find exactly this test's cases. */
export const uniqueWord = () => `uji${randomUUID().replaceAll('-', '').slice(0, 8)}`;

/** `YYYY-MM-DD` in the office zone, `days` from today. */
export function officeDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` day as people type it in the app's day fields: `DD/MM/YYYY`. */
export function dayText(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/** Creates a case through the API, as another screen or colleague would. */
export async function createCaseViaApi(
  token: string,
  fields: Record<string, unknown>,
): Promise<{ id: number; updated_at: string }> {
  const response = await fetch(`${baseURL()}/api/cases`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'penuntutan', ...fields }),
  });
  if (response.status !== 201) {
    throw new Error(`creating a case failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as { id: number; updated_at: string };
}

export async function updateCaseViaApi(token: string, caseId: number, fields: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${baseURL()}/api/cases/${caseId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(fields),
  });
  if (response.status !== 200) {
    throw new Error(`updating a case failed: ${response.status} ${await response.text()}`);
  }
}

export async function deleteCaseViaApi(token: string, caseId: number): Promise<void> {
  const response = await fetch(`${baseURL()}/api/cases/${caseId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    throw new Error(`deleting a case failed: ${response.status} ${await response.text()}`);
  }
}
