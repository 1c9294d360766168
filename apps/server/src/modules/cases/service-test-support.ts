import type { CaseFields } from '@pidsus/shared';
import type { CaseRow } from '../../db/tables';
import { DomainEvents, type CaseChangedEvent } from '../../lib/domain-events';
import { messages } from '../../messages';
import { createFakeCases } from './fake-cases';
import { createCasesService } from './service';

/** The cases service on an in-memory repository (fake-cases.ts), for service.test.ts and service-team.test.ts. */
export const actor = { id: 7, username: 'Budi' };

export function setup() {
  const fake = createFakeCases();
  fake.state.usernames.set(actor.id, actor.username);
  const events = new DomainEvents();
  const changed: CaseChangedEvent[] = [];
  events.on('case.changed', (event) => {
    changed.push(event);
  });
  const clock = { now: new Date('2026-04-02T03:00:00.000Z') };
  const service = createCasesService({
    cases: fake.cases,
    events,
    clock: () => clock.now,
    officeTimeZone: 'Asia/Jakarta',
  });
  return { fake, changed, clock, service };
}

/** The dialog's fields of a stored case, with some changed. */
export const edit = (row: CaseRow, changes: Partial<CaseFields> = {}): CaseFields => ({
  number: row.number,
  title: row.title,
  date: row.date,
  time: row.time,
  description: row.description,
  parties: row.parties,
  witnesses: row.witnesses,
  prosecutor: row.prosecutor,
  location: row.location,
  type: row.type,
  ...changes,
});

export const conflictAnswer = { statusCode: 409, message: messages.cases.changedMeanwhile };
export const notFoundAnswer = { statusCode: 404, message: messages.cases.notFound };
