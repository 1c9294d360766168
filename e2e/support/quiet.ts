import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every change to a case notifies every active staff account (decisions §4), even one a test made for
 * itself, so a test that counts notifications exactly needs the other workers to change nothing while it
 * runs. Every test holds a shared turn while it runs (a file in `holds/`); a test that asks for quiet
 * claims the `quiet` file, waits for the running tests to finish, and keeps new ones from starting
 * until it ends. The files name their worker's process, so that a worker that died holds nothing.
 */

const POLL_MS = 100;

const lockDir = () => {
  const dir = process.env.E2E_LOCK_DIR;
  if (!dir) {
    throw new Error('E2E_LOCK_DIR is not set: global setup did not run');
  }
  return dir;
};
const holdsDir = () => path.join(lockDir(), 'holds');
const quietFile = () => path.join(lockDir(), 'quiet');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
const ownerOf = (file: string) => Number(path.basename(file).split('-')[0]);

/** Whether a live test asks for quiet (a claim left by a dead worker is cleared). */
function quietClaimed(): boolean {
  let owner: number;
  try {
    owner = Number(fs.readFileSync(quietFile(), 'utf8'));
  } catch {
    return false;
  }
  if (owner && !alive(owner)) {
    fs.rmSync(quietFile(), { force: true });
    return false;
  }
  return true;
}

/** Waits until no test asks for quiet, then holds a shared turn; returns its release. */
export async function takeSharedTurn(): Promise<() => void> {
  fs.mkdirSync(holdsDir(), { recursive: true });
  const hold = path.join(holdsDir(), `${process.pid}-${randomUUID()}`);
  for (;;) {
    while (quietClaimed()) {
      await sleep(POLL_MS);
    }
    fs.writeFileSync(hold, '');
    // Checked again after writing: a quiet test that claimed meanwhile goes first.
    if (!quietClaimed()) {
      return () => fs.rmSync(hold, { force: true });
    }
    fs.rmSync(hold, { force: true });
  }
}

/** Claims quiet, then waits for every other running test to end; returns its release. */
export async function takeQuietTurn(): Promise<() => void> {
  fs.mkdirSync(holdsDir(), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(quietFile(), String(process.pid), { flag: 'wx' });
      break;
    } catch {
      quietClaimed();
      await sleep(POLL_MS);
    }
  }
  while (fs.readdirSync(holdsDir()).some((file) => alive(ownerOf(file)))) {
    await sleep(POLL_MS);
  }
  return () => fs.rmSync(quietFile(), { force: true });
}
