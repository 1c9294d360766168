import { addCalendarDays, periodEnd, type CaseChange, type DetentionAuthority } from '@pidsus/shared';
import type { Db } from '../db/database';
import { messages } from '../messages';

/** Names, places and jobs as an office's register writes them; combined by the seeded random numbers. */
const givenNames: [string, 'L' | 'P'][] = [
  ['Hendra', 'L'],
  ['Sri', 'P'],
  ['Bambang', 'L'],
  ['Dewi', 'P'],
  ['Agus', 'L'],
  ['Rudi', 'L'],
  ['Lestari', 'P'],
  ['Joko', 'L'],
  ['Yuliana', 'P'],
  ['Andi', 'L'],
  ['Fitri', 'P'],
];
const familyNames = [
  'Saputra',
  'Wulandari',
  'Hidayat',
  'Siregar',
  'Nugroho',
  'Pratama',
  'Lubis',
  'Santoso',
  'Hasibuan',
];
const birthPlaces = ['Jakarta', 'Bandung', 'Medan', 'Surabaya', 'Bogor', 'Palembang', 'Makassar'];
const occupations = [
  'Pegawai Negeri Sipil',
  'Kepala Dinas Pekerjaan Umum',
  'Direktur PT Karya Mandiri',
  'Bendahara Pengeluaran',
  'Pejabat Pembuat Komitmen',
  'Wiraswasta',
  'Kepala Desa',
];
const streets = ['Jl. Merdeka', 'Jl. Sudirman', 'Jl. Diponegoro', 'Jl. Gatot Subroto', 'Jl. Ahmad Yani'];
const charges = [
  'Pasal 2 ayat (1) jo. Pasal 18 UU No. 31 Tahun 1999 jo. UU No. 20 Tahun 2001',
  'Pasal 3 jo. Pasal 18 UU No. 31 Tahun 1999 jo. UU No. 20 Tahun 2001',
  'Pasal 12 huruf e UU No. 31 Tahun 1999 jo. UU No. 20 Tahun 2001',
  'Pasal 3 UU No. 8 Tahun 2010 tentang TPPU',
];

interface Random {
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
}

/** The stage's detention and its extension (UU 8/1981 Pasal 24, 25, 29): who orders, for how long, and on what basis. */
const DETENTION_STEPS: Record<'penyidikan' | 'penuntutan', [DetentionAuthority, number, string][]> = {
  penyidikan: [
    ['penyidik', 20, 'Pasal 24 ayat (1) KUHAP'],
    ['penuntut_umum', 40, 'Pasal 24 ayat (2) KUHAP'],
  ],
  penuntutan: [
    ['penuntut_umum', 20, 'Pasal 25 ayat (1) KUHAP'],
    ['ketua_pn', 30, 'Pasal 25 ayat (2) KUHAP'],
  ],
};

/**
 * The demo's defendants and their detention (decisions §8.1, §8.2): one to three people on most cases, named after
 * the stage by the screens; for part of the open investigations and prosecutions a detention in the custody
 * house, extended once when its first period has run out, each period with its deadline as the app keeps them
 * (open while held, done once extended), so that the dashboard's `Masa Penahanan Berakhir` and the board's marker
 * have something to show. Each write has its history row.
 */
export async function seedDemoRecord(db: Db, options: { today: string; random: Random }): Promise<void> {
  const { random, today } = options;
  const cases = await db
    .selectFrom('cases')
    .select(['id', 'title', 'type', 'status', 'created_by', 'updated_at'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const authors = new Map(
    (await db.selectFrom('users').select(['id', 'username']).execute()).map((user) => [user.id, user.username]),
  );
  const now = new Date().toISOString();
  for (const row of cases) {
    if (!random.chance(row.type === 'penyelidikan' ? 0.4 : 0.85)) {
      continue;
    }
    const author = row.created_by;
    const event = (action: 'defendant_added' | 'detention_added', changes: CaseChange[]) =>
      db
        .insertInto('case_events')
        .values({
          case_id: row.id,
          case_title: row.title,
          actor_id: author,
          actor_name: author === null ? '' : (authors.get(author) ?? ''),
          action,
          changes: JSON.stringify(changes),
          created_at: row.updated_at,
        })
        .execute();
    for (let index = random.int(1, 3); index > 0; index -= 1) {
      const [given, gender] = random.pick(givenNames);
      const name = `${given} ${random.pick(familyNames)}`;
      const birthDate = `${random.int(1960, 1995)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
      const defendant = await db
        .insertInto('case_defendants')
        .values({
          case_id: row.id,
          name,
          nik: `3171${String(random.int(10_000_000, 99_999_999))}${String(random.int(1000, 9999))}`,
          birth_place: random.pick(birthPlaces),
          birth_date: birthDate,
          gender,
          address: `${random.pick(streets)} No. ${random.int(1, 200)}, Jakarta`,
          occupation: random.pick(occupations),
          charges: random.pick(charges),
          created_by: author,
          created_at: row.updated_at,
          updated_at: row.updated_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await event('defendant_added', [{ field: 'defendant', from: null, to: name }]);

      if ((row.type !== 'penyidikan' && row.type !== 'penuntutan') || row.status === 'Selesai' || !random.chance(0.6)) {
        continue;
      }
      // The first period began up to 45 days ago: still running, or run out and extended.
      let start = addCalendarDays(today, -random.int(0, 45));
      let extendsId: number | null = null;
      for (const [authority, days, basis] of DETENTION_STEPS[row.type]) {
        const end = periodEnd(start, days);
        const held = end >= today || extendsId !== null;
        const period = await db
          .insertInto('case_detentions')
          .values({
            case_id: row.id,
            defendant_id: defendant.id,
            kind: 'rutan',
            authority,
            basis,
            order_number: `PRINT-${random.int(1, 90)}/M.1.10/Fd.1/${start.slice(5, 7)}/${start.slice(0, 4)}`,
            start_date: start,
            days,
            end_date: end,
            extends_id: extendsId,
            released_on: null,
            note: '',
            created_by: author,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await event('detention_added', [
          { field: 'defendant', from: null, to: name },
          { field: 'detention', from: null, to: `${start} s/d ${end}` },
        ]);
        await db
          .insertInto('case_deadlines')
          .values({
            case_id: row.id,
            title: messages.detentions.deadlineTitle(name),
            due_date: end,
            note: '',
            done_at: held ? null : now,
            done_by: held ? null : author,
            done_by_name: held || author === null ? '' : (authors.get(author) ?? ''),
            created_by: author,
            created_by_name: author === null ? '' : (authors.get(author) ?? ''),
            created_at: now,
            updated_at: now,
            detention_id: period.id,
          })
          .execute();
        if (held) {
          break;
        }
        extendsId = period.id;
        start = addCalendarDays(end, 1);
      }
    }
  }
}
