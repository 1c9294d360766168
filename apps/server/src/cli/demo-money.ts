import { addCalendarDays, type EvidenceStatus, type RecoveryKind } from '@pidsus/shared';
import type { Db } from '../db/database';

/** Seized goods as an office's register lists them: description, quantity, unit. */
const seizedGoods: [string, number, string][] = [
  ['1 (satu) unit mobil Toyota Fortuner warna hitam', 1, 'unit'],
  ['Sertifikat Hak Milik atas tanah di Kecamatan Cibinong', 2, 'bidang'],
  ['Uang tunai dalam pecahan Rp 100.000', 1, 'paket'],
  ['Emas batangan Antam', 2.5, 'kg'],
  ['Dokumen kontrak pengadaan dan berita acara serah terima', 48, 'lembar'],
  ['Telepon genggam Samsung Galaxy milik tersangka', 2, 'unit'],
  ['Buku tabungan dan kartu ATM Bank BRI', 3, 'buah'],
];
const storage = ['Rupbasan Jakarta Selatan', 'Gudang Barang Bukti Kejari', 'Bank BRI (rekening titipan Kejaksaan)'];

/**
 * The demo's evidence and state money (decisions §8.4): for the investigation, prosecution and execution cases, some
 * seized goods, a state loss (kerugian keuangan negara), and for a part of them recoveries in the last months.
 */
export async function seedDemoMoney(
  db: Db,
  options: {
    today: string;
    /** The demo's seeded random numbers (a sequence of its own, so that the cases stay what the seed made them). */
    random: {
      int: (min: number, max: number) => number;
      chance: (p: number) => boolean;
      pick: <T>(items: readonly T[]) => T;
      sample: <T>(items: readonly T[], n: number) => T[];
    };
  },
): Promise<void> {
  const { random } = options;
  const cases = await db
    .selectFrom('cases')
    .select(['id', 'type', 'created_by', 'created_at'])
    .where('type', 'in', ['penyidikan', 'penuntutan', 'eksekusi'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const now = new Date().toISOString();
  for (const row of cases) {
    if (!random.chance(0.6)) {
      continue;
    }
    const seizure = addCalendarDays(options.today, -random.int(20, 200));
    for (const [description, quantity, unit] of random.sample(seizedGoods, random.int(1, 3))) {
      const status: EvidenceStatus =
        row.type === 'eksekusi' ? random.pick(['dirampas_negara', 'dikembalikan', 'dimusnahkan'] as const) : 'disita';
      await db
        .insertInto('case_evidence')
        .values({
          case_id: row.id,
          description,
          quantity,
          unit,
          storage_place: random.pick(storage),
          seizure_number: `PRINT-${random.int(1, 90)}/M.1.10/Fd.1/${seizure.slice(5, 7)}/${seizure.slice(0, 4)}`,
          seizure_date: seizure,
          status,
          status_date: status === 'disita' ? null : addCalendarDays(options.today, -random.int(1, 15)),
          created_by: row.created_by,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const loss = random.int(2, 900) * 50_000_000;
    await db.updateTable('cases').set({ state_loss: loss }).where('id', '=', row.id).execute();
    if (row.type !== 'penyelidikan' && random.chance(0.6)) {
      for (let index = random.int(1, 3); index > 0; index -= 1) {
        const kind: RecoveryKind =
          row.type === 'eksekusi' ? random.pick(['uang_pengganti', 'denda', 'rampasan'] as const) : 'pengembalian';
        await db
          .insertInto('case_recoveries')
          .values({
            case_id: row.id,
            kind,
            amount: Math.round((loss * random.int(5, 40)) / 100 / 1000) * 1000,
            date: addCalendarDays(options.today, -random.int(0, 330)),
            note: kind === 'pengembalian' ? 'Dititipkan ke rekening penampungan Kejaksaan' : '',
            created_by: row.created_by,
            created_at: now,
          })
          .execute();
      }
    }
  }
}
