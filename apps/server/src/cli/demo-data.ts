import { DEFAULT_DEADLINE_TEMPLATES } from '../db/migrations/0014-case-deadlines';
import {
  CASE_STATUSES,
  CATEGORIES,
  type CaseChange,
  type CaseStatus,
  type Category,
  type UserCreate,
  USER_PAGE_MAX,
} from '@pidsus/shared';
import type { Db } from '../db/database';
import type { NewCaseRow } from '../db/tables';
import type { Clock } from '../lib/clock';
import { todayIn } from '../lib/office-date';
import { generatePassword } from '../lib/passwords';
import { createCasesRepository } from '../modules/cases/repository';
import { seedDemoMilestones } from './demo-milestones';
import type { UsersRepository } from '../modules/users/repository';
import type { UsersService } from '../modules/users/service';
import { seedDemoMoney } from './demo-money';
import { seedDemoRecord } from './demo-record';

/**
 * A realistic office's worth of special-crimes cases (Kejaksaan, Pidana Khusus) for demonstrations and
 * for a newcomer's first look: every stage, hearings around today, statuses that fit their dates, and
 * the history rows a real office would have. Deterministic for a given seed and day.
 */

// ---------------------------------------------------------------------------------------------------
// A small seeded PRNG (mulberry32): the same seed gives the same office.

export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (probability: number) => next() < probability;
  /** `count` different items. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    }
    return chosen;
  };
  return { next, int, pick, chance, sample };
}
type Random = ReturnType<typeof createRandom>;

// ---------------------------------------------------------------------------------------------------
// Names, places and institutions.

// prettier-ignore
const firstNames = [
  'Ahmad', 'Budi', 'Siti', 'Dewi', 'Rina', 'Agus', 'Hendra', 'Yohanes', 'Maria', 'Rudi', 'Sri', 'Joko',
  'Wahyu', 'Nur', 'Fitri', 'Andi', 'Bambang', 'Eko', 'Yuliana', 'Kartika', 'Rizky', 'Dimas', 'Putri',
  'Hasan', 'Ratna', 'Imam', 'Lestari', 'Teguh', 'Fransiska', 'Arief', 'Indah', 'Stefanus', 'Desi', 'Made',
  'Komang', 'Ayu', 'Taufik', 'Hafiz', 'Novita', 'Yusuf',
] as const;
// prettier-ignore
const lastNames = [
  'Santoso', 'Wijaya', 'Saputra', 'Hidayat', 'Rahmawati', 'Kusuma', 'Pratama', 'Siregar', 'Lubis',
  'Manurung', 'Nasution', 'Harahap', 'Simanjuntak', 'Wibowo', 'Nugroho', 'Setiawan', 'Halim', 'Gunawan',
  'Sitorus', 'Tanjung', 'Purnomo', 'Susanto', 'Permana', 'Hutapea', 'Pangaribuan', 'Suryadi', 'Firmansyah',
  'Kurniawan', 'Maharani', 'Situmorang', 'Lumbantobing', 'Syahputra', 'Wardhana', 'Pohan', 'Daulay',
] as const;

/** The court's rooms, where the prosecution's hearings are held (decisions §7.5: a case's `Tempat`). */
export const courtrooms = [
  'Ruang Sidang Tipikor 1',
  'Ruang Sidang Tipikor 2',
  'Ruang Sidang Utama',
  'Ruang Sidang Cakra',
] as const;

/** The office's prosecutors: a small team that appears again and again. */
const prosecutors = [
  'Dr. Andi Pratama Siregar, S.H., M.H.',
  'Rina Kusumawardani, S.H., M.H.',
  'Yohanes Manurung, S.H.',
  'Dewi Anggraini, S.H., M.H.',
  'Bambang Suryadi, S.H., M.Hum.',
  'Fitri Handayani Lubis, S.H.',
  'Teguh Wibisono, S.H., M.H.',
  'Ni Made Ayu Lestari, S.H., M.Kn.',
] as const;

// prettier-ignore
const villages = [
  'Sukamaju', 'Sukaluyu', 'Mekarsari', 'Cibodas', 'Karanganyar', 'Tegalrejo', 'Sidomulyo', 'Margajaya',
  'Bojongsari', 'Tanjungsari', 'Sumberejo', 'Pasirlangu', 'Ciherang', 'Wonosari', 'Jatimulya',
] as const;
// prettier-ignore
const districts = [
  'Kabupaten Bogor', 'Kabupaten Bekasi', 'Kabupaten Tangerang', 'Kabupaten Karawang', 'Kabupaten Serang',
  'Kabupaten Cianjur', 'Kabupaten Sukabumi', 'Kota Depok', 'Kabupaten Purwakarta', 'Kabupaten Lebak',
] as const;
const agencies = [
  'Dinas Pekerjaan Umum dan Penataan Ruang',
  'Dinas Kesehatan',
  'Dinas Pendidikan',
  'Badan Pengelolaan Keuangan dan Aset Daerah',
  'Dinas Perhubungan',
  'Dinas Perumahan dan Kawasan Permukiman',
  'Badan Penanggulangan Bencana Daerah',
  'Dinas Pertanian',
  'Sekretariat DPRD',
  'Dinas Koperasi dan UMKM',
] as const;
// prettier-ignore
const companies = [
  'PT Sinar Abadi Sejahtera', 'CV Karya Mandiri', 'PT Mitra Medika Nusantara', 'PT Bangun Persada Utama',
  'CV Cahaya Teknik', 'PT Samudra Logistik Indonesia', 'PT Graha Alkesindo', 'CV Berkah Jaya Konstruksi',
  'PT Nusantara Niaga Global', 'PT Putra Mandiri Perkasa',
] as const;
// prettier-ignore
const positions = [
  'Kepala Desa', 'Bendahara Desa', 'Kepala Dinas', 'Pejabat Pembuat Komitmen', 'Kepala Bidang Anggaran',
  'Direktur', 'Komisaris', 'Bendahara Pengeluaran', 'Kuasa Pengguna Anggaran', 'Ketua Panitia Pengadaan',
] as const;
const ports = ['Tanjung Priok', 'Merak', 'Soekarno-Hatta', 'Tanjung Emas', 'Belawan'] as const;
const goods = ['tekstil', 'rokok ilegal', 'minuman beralkohol', 'telepon seluler', 'pakaian bekas'] as const;
const medicalGoods = ['ventilator', 'alat rontgen', 'tempat tidur pasien', 'alat USG', 'reagen laboratorium'] as const;
const projects = [
  'pembangunan jalan desa',
  'rehabilitasi gedung sekolah',
  'pembangunan jembatan',
  'pengadaan kendaraan dinas',
  'pembangunan pasar rakyat',
  'normalisasi saluran irigasi',
] as const;
const prisons = ['Lapas Kelas IIA Cibinong', 'Lapas Kelas I Tangerang', 'Rutan Kelas I Salemba', 'Lapas Sukamiskin'];

// ---------------------------------------------------------------------------------------------------
// Case texts per stage.

interface Story {
  title: string;
  description: string;
  /** The accused and the institutions involved. */
  parties: string;
}

const person = (random: Random) => `${random.pick(firstNames)} ${random.pick(lastNames)}`;

function rupiah(random: Random): string {
  const millions = random.pick([120, 350, 480, 750, 900, 1200, 1750, 2300, 3400, 5600, 8100, 12500]);
  return millions >= 1000
    ? `Rp${(millions / 1000).toLocaleString('id-ID', { maximumFractionDigits: 1 })} miliar`
    : `Rp${millions} juta`;
}

/** The subject of a case: what happened, where, who. Shared across stages, so a case can be followed. */
function subject(random: Random, role: string): Story {
  const district = random.pick(districts);
  const loss = rupiah(random);
  const year = random.int(2021, 2025);
  const accused = `${person(random)} (${random.pick(positions)})`;
  const kind = random.int(0, 7);
  switch (kind) {
    case 0: {
      const village = random.pick(villages);
      return {
        title: `korupsi dana desa ${village}, ${district}`,
        description: `Penyimpangan pengelolaan Dana Desa ${village} tahun anggaran ${year}. Kerugian keuangan negara ${loss} menurut hasil audit Inspektorat.`,
        parties: `${role}: ${person(random)} (Kepala Desa ${village}); ${person(random)} (Bendahara Desa). Instansi: Pemerintah Desa ${village}, ${district}`,
      };
    }
    case 1: {
      const item = random.pick(medicalGoods);
      return {
        title: `korupsi pengadaan alat kesehatan (${item}) RSUD ${district.replace(/^(Kabupaten|Kota) /, '')}`,
        description: `Mark-up harga dalam pengadaan ${item} tahun anggaran ${year}. Kerugian keuangan negara ${loss} berdasarkan perhitungan BPKP.`,
        parties: `${role}: ${accused}; ${person(random)} (Direktur ${random.pick(companies)}). Instansi: RSUD dan Dinas Kesehatan ${district}`,
      };
    }
    case 2:
      return {
        title: `pencucian uang hasil korupsi ${random.pick(projects)} ${district}`,
        description: `Penyamaran hasil tindak pidana korupsi melalui pembelian tanah, kendaraan dan rekening atas nama kerabat. Aset yang ditelusuri senilai ${loss}.`,
        parties: `${role}: ${accused}. Pihak terkait: ${random.pick(companies)}; PPATK`,
      };
    case 3: {
      const agency = random.pick(agencies);
      return {
        title: `penyalahgunaan wewenang pada ${agency} ${district}`,
        description: `Penerbitan keputusan dan pembayaran kegiatan fiktif pada ${agency} tahun ${year}. Kerugian keuangan negara ${loss}.`,
        parties: `${role}: ${accused}. Instansi: ${agency} ${district}`,
      };
    }
    case 4: {
      const agency = random.pick(agencies);
      return {
        title: `gratifikasi perizinan di ${agency} ${district}`,
        description: `Penerimaan uang dan barang terkait penerbitan izin dan pemenangan tender. Nilai gratifikasi ${loss}.`,
        parties: `${role}: ${accused}; ${person(random)} (pemberi, ${random.pick(companies)}). Instansi: ${agency} ${district}`,
      };
    }
    case 5: {
      const company = random.pick(companies);
      return {
        title: `perpajakan ${company}`,
        description: `Penerbitan dan penggunaan faktur pajak yang tidak berdasarkan transaksi sebenarnya, masa pajak ${year}. Kerugian pada pendapatan negara ${loss}.`,
        parties: `${role}: ${person(random)} (Direktur ${company}). Pelapor: Kantor Wilayah Direktorat Jenderal Pajak`,
      };
    }
    case 6: {
      const port = random.pick(ports);
      const item = random.pick(goods);
      return {
        title: `kepabeanan (penyelundupan ${item} melalui Pelabuhan ${port})`,
        description: `Pemberitahuan pabean yang tidak benar atas impor ${item} dalam ${random.int(3, 40)} kontainer. Bea masuk dan pajak yang tidak dibayar ${loss}.`,
        parties: `${role}: ${person(random)} (Direktur ${random.pick(companies)}). Pelapor: Kantor Pelayanan Utama Bea dan Cukai ${port}`,
      };
    }
    default: {
      const project = random.pick(projects);
      return {
        title: `korupsi ${project} ${district}`,
        description: `Pekerjaan ${project} tahun anggaran ${year} tidak sesuai kontrak; volume kurang dan pembayaran 100%. Kerugian keuangan negara ${loss}.`,
        parties: `${role}: ${accused}; ${person(random)} (Direktur ${random.pick(companies)}). Instansi: ${random.pick(agencies)} ${district}`,
      };
    }
  }
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function storyFor(type: Category, random: Random): Story {
  switch (type) {
    case 'penyelidikan': {
      const story = subject(random, 'Terlapor');
      const step = random.pick([
        'Permintaan keterangan',
        'Klarifikasi dokumen',
        'Ekspose hasil penyelidikan',
        'Pengumpulan data dan bahan keterangan',
      ]);
      return { ...story, title: `${step}: dugaan ${story.title}` };
    }
    case 'penyidikan': {
      const story = subject(random, 'Tersangka');
      const step = random.pick([
        'Pemeriksaan saksi',
        'Pemeriksaan tersangka',
        'Penggeledahan dan penyitaan',
        'Pemeriksaan ahli',
        'Gelar perkara',
      ]);
      return { ...story, title: `${step}: tindak pidana ${story.title}` };
    }
    case 'penuntutan': {
      const story = subject(random, 'Terdakwa');
      const step = random.pick([
        'Sidang pembacaan dakwaan',
        'Sidang pemeriksaan saksi',
        'Sidang pemeriksaan ahli',
        'Sidang pembacaan tuntutan',
        'Sidang putusan',
        'Sidang pledoi',
      ]);
      return {
        ...story,
        title: `${step} perkara ${story.title}`,
        description: `${story.description} Persidangan di Pengadilan Tindak Pidana Korupsi pada Pengadilan Negeri Jakarta Pusat.`,
      };
    }
    default: {
      const story = subject(random, 'Terpidana');
      const step = random.pick([
        'Eksekusi pidana badan',
        'Eksekusi uang pengganti',
        'Eksekusi denda',
        'Pelelangan barang rampasan',
      ]);
      return {
        ...story,
        title: `${step}: perkara ${story.title}`,
        description: `${story.description} Putusan telah berkekuatan hukum tetap; pelaksanaan di ${random.pick(prisons)}.`,
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Dates.

function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** A working day near `date + days` (hearings are not held on weekends). */
function workday(date: string, days: number): string {
  let result = addDays(date, days);
  while (isWeekend(result)) {
    result = addDays(result, days >= 0 ? 1 : -1);
  }
  return result;
}

// prettier-ignore
const hearingTimes = [
  '08:00', '08:30', '09:00', '09:00', '09:30', '10:00', '10:00', '10:30', '11:00', '13:00', '13:30', '14:00',
  '14:30', '15:00', '15:30',
] as const;

/** A UTC timestamp at an office hour (Jakarta is UTC+7: 08:00–16:00 there is 01:00–09:00 UTC). */
function officeTimestamp(date: string, random: Random): Date {
  return new Date(`${date}T0${random.int(1, 8)}:${String(random.int(0, 59)).padStart(2, '0')}:00.000Z`);
}

/** A status that fits the hearing date: past mostly done, today under way or waiting, future mostly waiting. */
function statusFor(offsetDays: number, random: Random): CaseStatus {
  if (offsetDays < -14) {
    return random.chance(0.88) ? 'Selesai' : random.pick(['Sedang Proses', 'Selesai', 'Menunggu'] as const);
  }
  if (offsetDays < 0) {
    return random.chance(0.65) ? 'Selesai' : 'Sedang Proses';
  }
  if (offsetDays === 0) {
    return random.pick(['Menunggu', 'Menunggu', 'Sedang Proses', 'Selesai'] as const);
  }
  return random.chance(0.8) ? 'Menunggu' : 'Sedang Proses';
}

/** The warrant's code per stage, as the office's numbers carry it (Fd: investigation, Ft: prosecution). */
const numberCodes: Record<Category, { prefix: string; code: string }> = {
  penyelidikan: { prefix: 'PRINT', code: 'Fd.1' },
  penyidikan: { prefix: 'PRINT', code: 'Fd.2' },
  penuntutan: { prefix: 'PDS', code: 'Ft.1' },
  eksekusi: { prefix: 'PRINT', code: 'Fu.1' },
};

/** A case number in the office's style, e.g. `PRINT-12/M.1.10/Fd.1/03/2026`, dated like the warrant. */
function caseNumber(type: Category, registered: Date, random: Random): string {
  const { prefix, code } = numberCodes[type];
  const month = String(registered.getUTCMonth() + 1).padStart(2, '0');
  return `${prefix}-${random.int(1, 240)}/M.1.10/${code}/${month}/${registered.getUTCFullYear()}`;
}

// ---------------------------------------------------------------------------------------------------
// The seeding itself.

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  position: string;
}

const demoStaff: Omit<UserCreate, 'password'>[] = [
  {
    username: 'Rina Kusumawardani',
    email: 'rina.kusumawardani@pidsus.local',
    role: 'user',
    position: 'Jaksa Fungsional',
    phone: '0812-8765-4321',
    office: 'Seksi Pidana Khusus',
  },
  {
    username: 'Yohanes Manurung',
    email: 'yohanes.manurung@pidsus.local',
    role: 'user',
    position: 'Jaksa Fungsional',
    phone: '0813-2211-0098',
    office: 'Seksi Pidana Khusus',
  },
  {
    username: 'Siti Rahmawati',
    email: 'siti.rahmawati@pidsus.local',
    role: 'user',
    position: 'Staf Administrasi Perkara',
    phone: '0857-1122-3344',
    office: 'Seksi Pidana Khusus',
  },
  {
    username: 'Agus Setiawan',
    email: 'agus.setiawan@pidsus.local',
    role: 'user',
    position: 'Kepala Seksi Pidana Khusus',
    phone: '0811-9090-1212',
    office: 'Seksi Pidana Khusus',
  },
];

/** The head of section hears of every case (`notify_all`, decisions §7.1). */
const HEAD_OF_SECTION_EMAIL = 'agus.setiawan@pidsus.local';

export class DemoDataExistsError extends Error {
  constructor(readonly count: number) {
    super(
      `Basis data ini sudah berisi ${count} kasus; data demo tidak ditambahkan. Jalankan dengan --force untuk tetap menambahkannya.`,
    );
  }
}

export interface SeedDemoOptions {
  db: Db;
  users: UsersRepository;
  usersService: UsersService;
  clock: Clock;
  officeTimeZone: string;
  /** How many cases besides today's (default 320). */
  count?: number;
  /** How many hearings today, in the office zone (default 8). */
  today?: number;
  seed?: number;
  /** Add the cases even when the database already has some. */
  force?: boolean;
}

export interface SeedDemoResult {
  cases: number;
  today: number;
  date: string;
  byType: Record<Category, number>;
  byStatus: Record<CaseStatus, number>;
  /** Staff accounts created because there were none, with their one-time passwords. */
  accounts: DemoAccount[];
}

/** Fills the database with demo cases (and staff accounts when there are none), in one transaction. */
export async function seedDemo(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { db, users, usersService, clock, officeTimeZone } = options;
  const count = options.count ?? 320;
  const todayCount = options.today ?? 8;
  const random = createRandom(options.seed ?? 20260310);
  // The deadlines draw from a sequence of their own, so that the cases stay what the seed made them before.
  const deadlineRandom = createRandom((options.seed ?? 20260310) + 1);
  const cases = createCasesRepository(db);

  const existing = await cases.count({});
  if (existing > 0 && !options.force) {
    throw new DemoDataExistsError(existing);
  }

  const accounts: DemoAccount[] = [];
  if ((await users.countByRole('user')) === 0) {
    for (const staff of demoStaff) {
      if (await users.findByEmail(staff.email)) {
        continue;
      }
      const password = generatePassword();
      const created = await usersService.create({ ...staff, password });
      if (staff.email === HEAD_OF_SECTION_EMAIL) {
        await users.update(created.id, { notify_all: 1 });
      }
      accounts.push({ username: staff.username, email: staff.email, password, position: staff.position });
    }
  }
  const accountRows = await users.list({ limit: USER_PAGE_MAX, offset: 0 });
  const actors = accountRows.map((user) => user.id);
  /** Who a team may hold: the active staff (no admin), by id. */
  const staffNames = new Map(
    accountRows.filter((user) => user.role === 'user').map((user) => [user.id, user.username]),
  );
  const staffIds = [...staffNames.keys()];
  if (actors.length === 0) {
    throw new Error('Tidak ada akun pengguna untuk dicatat sebagai pembuat kasus.');
  }

  const now = clock();
  const today = todayIn(officeTimeZone, now);
  const nowIso = now.toISOString();
  /** Never in the future: a history row cannot be written before it happened. */
  const notAfterNow = (moment: Date) => (moment.getTime() > now.getTime() ? nowIso : moment.toISOString());

  const plan: { date: string; offset: number; time: string | null }[] = [];
  const todayTimes = [...hearingTimes].sort();
  for (let index = 0; index < todayCount; index += 1) {
    plan.push({ date: today, offset: 0, time: index === todayCount - 1 ? null : random.pick(todayTimes) });
  }
  for (let index = 0; index < count; index += 1) {
    // Two thirds in the past (the office's record), a third ahead (its agenda).
    const days = random.chance(0.67) ? -random.int(1, 240) : random.int(1, 75);
    const date = workday(today, days);
    const offset = Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);
    plan.push({ date, offset, time: random.chance(0.1) ? null : random.pick(hearingTimes) });
  }

  const byType = Object.fromEntries(CATEGORIES.map((type) => [type, 0])) as Record<Category, number>;
  const byStatus = Object.fromEntries(CASE_STATUSES.map((status) => [status, 0])) as Record<CaseStatus, number>;
  const typeWeights: Category[] = [
    'penyelidikan',
    'penyelidikan',
    'penyidikan',
    'penyidikan',
    'penyidikan',
    'penuntutan',
    'penuntutan',
    'penuntutan',
    'eksekusi',
  ];

  await cases.transaction(async (trx) => {
    for (const { date, offset, time } of plan) {
      const type = random.pick(typeWeights);
      const story = storyFor(type, random);
      const status = statusFor(offset, random);
      const creator = random.pick(actors);
      // Registered one to six weeks before the hearing, during office hours; never later than today.
      let registered = officeTimestamp(addDays(date, -random.int(7, 42)), random);
      if (registered.getTime() > now.getTime()) {
        registered = officeTimestamp(addDays(today, -random.int(1, 20)), random);
      }
      const createdAt = notAfterNow(registered);
      const witnesses = random
        .sample(
          Array.from({ length: 12 }, () => person(random)),
          random.int(0, 4),
        )
        .join(', ');
      const prosecutor = random.chance(0.95) ? random.pick(prosecutors) : '';
      // The team: the staff account of the prosecutor named on the case when there is one, and one or two
      // colleagues; a few cases have no team yet (a warrant not yet issued).
      const team = new Set<number>();
      for (const [id, name] of staffNames) {
        if (prosecutor.startsWith(name)) {
          team.add(id);
        }
      }
      if (staffIds.length > 0 && random.chance(0.9)) {
        for (const id of random.sample(staffIds, random.int(1, Math.min(2, staffIds.length)))) {
          team.add(id);
        }
      }
      const teamIds = [...team];
      const row: NewCaseRow = {
        number: random.chance(0.85) ? caseNumber(type, new Date(createdAt), random) : '',
        title: capitalize(story.title).slice(0, 200),
        date,
        time,
        description: story.description,
        parties: story.parties,
        witnesses,
        prosecutor,
        // Most prosecution hearings have a room; an inquiry (penyelidikan) is not heard in court.
        location: type === 'penuntutan' && random.chance(0.85) ? random.pick(courtrooms) : '',
        type,
        status: 'Menunggu',
        created_by: creator,
        created_at: createdAt,
        updated_at: createdAt,
      };
      // The status steps a real case went through, each a history row: Menunggu → Sedang Proses → Selesai.
      const steps: { to: CaseStatus; at: string }[] = [];
      if (status !== 'Menunggu') {
        const started = new Date(Math.min(Date.parse(createdAt) + random.int(1, 5) * 86_400_000, now.getTime()));
        steps.push({ to: 'Sedang Proses', at: notAfterNow(started) });
        if (status === 'Selesai') {
          const hearingEnd = new Date(`${date}T${time ?? '10:00'}:00+07:00`);
          const done = new Date(Math.max(hearingEnd.getTime() + 2 * 3_600_000, Date.parse(steps[0]!.at) + 60_000));
          steps.push({ to: 'Selesai', at: notAfterNow(done) });
        }
      }
      const updatedAt = steps.at(-1)?.at ?? createdAt;
      const inserted = await cases.insert({ ...row, status, updated_at: updatedAt }, trx);
      await cases.setTeam(inserted.id, teamIds, createdAt, trx);
      const teamNames = teamIds
        .map((id) => staffNames.get(id) ?? '')
        .sort((a, b) => a.localeCompare(b, 'id'))
        .join(', ');
      const created: CaseChange[] = teamIds.length > 0 ? [{ field: 'team', from: '', to: teamNames }] : [];
      await cases.insertEvent(
        {
          case_id: inserted.id,
          case_title: inserted.title,
          actor_id: creator,
          action: 'created',
          changes: JSON.stringify(created),
          created_at: createdAt,
        },
        trx,
      );
      // Deadlines (decisions §7.2) on open investigation and prosecution cases near today: some overdue, some soon,
      // one in five of them done.
      if (
        teamIds.length > 0 &&
        status !== 'Selesai' &&
        (type === 'penyidikan' || type === 'penuntutan') &&
        offset >= -10 &&
        offset <= 30 &&
        deadlineRandom.chance(0.5)
      ) {
        const template = deadlineRandom.pick(DEFAULT_DEADLINE_TEMPLATES);
        const due = addDays(today, deadlineRandom.int(-3, 12));
        const author = deadlineRandom.pick(teamIds);
        const done = deadlineRandom.chance(0.2);
        await trx
          .insertInto('case_deadlines')
          .values({
            case_id: inserted.id,
            title: template.title,
            due_date: due,
            note: '',
            done_at: done ? nowIso : null,
            done_by: done ? author : null,
            done_by_name: done ? (staffNames.get(author) ?? '') : '',
            created_by: author,
            created_by_name: staffNames.get(author) ?? '',
            created_at: createdAt,
            updated_at: done ? nowIso : createdAt,
          })
          .execute();
        await cases.insertEvent(
          {
            case_id: inserted.id,
            case_title: inserted.title,
            actor_id: author,
            action: 'deadline_added',
            changes: JSON.stringify([
              { field: 'deadline', from: null, to: template.title },
              { field: 'deadline_due', from: null, to: due },
            ] satisfies CaseChange[]),
            created_at: createdAt,
          },
          trx,
        );
      }
      // Milestones in the office's forms (decisions §8.3): the stage's forms so far, the last on the hearing's day.
      if (teamIds.length > 0) {
        const author = teamIds[0]!;
        await seedDemoMilestones(
          trx,
          {
            caseId: inserted.id,
            caseTitle: inserted.title,
            type,
            until: date < today ? date : today,
            author,
            authorName: staffNames.get(author) ?? '',
          },
          createdAt,
        );
      }
      let from: CaseStatus = 'Menunggu';
      for (const step of steps) {
        const changes: CaseChange[] = [{ field: 'status', from, to: step.to }];
        await cases.insertEvent(
          {
            case_id: inserted.id,
            case_title: inserted.title,
            actor_id: random.pick(actors),
            action: 'status',
            changes: JSON.stringify(changes),
            created_at: step.at,
          },
          trx,
        );
        from = step.to;
      }
      byType[type] += 1;
      byStatus[status] += 1;
    }
  });
  await seedDemoMoney(db, { today, random: createRandom((options.seed ?? 20260310) + 2) });
  await seedDemoRecord(db, { today, random: createRandom((options.seed ?? 20260310) + 3) });

  return { cases: plan.length, today: todayCount, date: today, byType, byStatus, accounts };
}
