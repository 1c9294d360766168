import type { Case } from '@pidsus/shared';

/** A case as the API sends it, for the web's tests: "Suap Pengadaan", #7, waiting, with `fields` over it. */
export function caseFixture(fields: Partial<Case> = {}): Case {
  return {
    id: 7,
    number: '',
    title: 'Suap Pengadaan',
    date: '2026-03-02',
    time: null,
    description: '',
    parties: '',
    witnesses: '',
    prosecutor: '',
    last_milestone: null,
    location: '',
    type: 'penuntutan',
    status: 'Menunggu',
    team: [],
    following: false,
    created_at: '2026-03-01T01:00:00.000Z',
    updated_at: '2026-03-01T01:00:00.000Z',
    state_loss: null,
    recovered_total: 0,
    ...fields,
  };
}
