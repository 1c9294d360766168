// The data `npm run bench:api` (scripts/bench/bench-api.mjs) measures on: the cases it creates through the API, the
// same in every run, and the fresh PostgreSQL database it creates them in.
import pg from 'pg';

/** Today's date in the office zone (the server's default TZ_OFFICE), as the schedule computes it. */
const officeToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

/** A small deterministic generator, so that every run seeds the same cases. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const categories = ['penyelidikan', 'penyidikan', 'penuntutan', 'eksekusi'];
const words = ['korupsi', 'dana', 'desa', 'pengadaan', 'barang', 'jasa', 'pencucian', 'uang', 'pajak', 'bea', 'cukai'];

function caseBody(i, next, date) {
  const pick = () => words[Math.floor(next() * words.length)];
  const hour =
    next() < 0.8 ? `${String(8 + Math.floor(next() * 9)).padStart(2, '0')}:${next() < 0.5 ? '00' : '30'}` : null;
  return {
    title: `Perkara ${pick()} ${pick()} nomor ${i}`,
    date,
    time: hour,
    description: Array.from({ length: 30 }, pick).join(' '),
    parties: `Terdakwa ${i}, Saksi pelapor ${i}`,
    witnesses: `Saksi ahli ${i}; saksi fakta ${i + 1}`,
    prosecutor: `Jaksa ${1 + (i % 40)}`,
    type: categories[i % categories.length],
  };
}

/** A date within about two years of today. */
function someDate(next) {
  const day = new Date(Date.now() + Math.floor((next() - 0.7) * 730) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** Creates `caseCount` cases within about two years of today and `todayCount` on today, 8 requests at a time. */
export async function seed(base, token, caseCount, todayCount) {
  const next = random(42);
  const bodies = [
    ...Array.from({ length: caseCount }, (_, i) => caseBody(i, next, someDate(next))),
    ...Array.from({ length: todayCount }, (_, i) => caseBody(caseCount + i, next, officeToday)),
  ];
  let index = 0;
  const ids = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (index < bodies.length) {
        const body = bodies[index];
        index += 1;
        const response = await fetch(`${base}/api/cases`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        if (response.status !== 201) {
          throw new Error(`POST /api/cases answered ${response.status}: ${await response.text()}`);
        }
        ids.push((await response.json()).id);
      }
    }),
  );
  return { ids, seconds: (performance.now() - started) / 1000 };
}

/** PostgreSQL: a fresh database beside DATABASE_URL's, dropped by the returned function. */
export async function freshPostgresDatabase(url) {
  const name = `bench_api_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  return {
    url: scoped.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
