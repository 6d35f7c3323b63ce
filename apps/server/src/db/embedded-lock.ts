import { readFileSync } from 'node:fs';
import { readdir, readFile, readlink, realpath, rm } from 'node:fs/promises';
import path from 'node:path';

/** The data directory is held by a process we must not or could not stop; the message says what to do. */
export class DataDirLockError extends Error {}

/**
 * PostgreSQL's `postmaster.pid` in the data directory says which server owns it. After a crash it can be left
 * behind (its pid dead, or reused by an unrelated process), or a PostgreSQL of an earlier run of ours can still be
 * running (the server was killed with -9, its database was not). Both would make the next start fail with a
 * "lock file already exists"; this clears the way, or says in one line what to do.
 */
export async function clearDataDirLock({
  pgDir,
  log,
  stopTimeoutMs = 20_000,
}: {
  pgDir: string;
  log?: (message: string) => void;
  stopTimeoutMs?: number;
}): Promise<void> {
  const lockFile = path.join(pgDir, 'postmaster.pid');
  const pid = await readLockPid(lockFile);
  if (pid === null) return;
  const dataDir = await realpath(pgDir);
  if (isAlive(pid) && (await isPostgresOf(pid, dataDir))) {
    const parent = await parentOf(pid);
    if (parent !== null && parent !== 1 && (await commandOf(parent))?.startsWith('node')) {
      throw new DataDirLockError(
        `Another server (pid ${parent}) runs PostgreSQL (pid ${pid}) on ${pgDir}: stop it, or give this one another DATA_DIR.`,
      );
    }
    log?.(`stopping PostgreSQL pid ${pid} left running on ${pgDir} by an earlier run`);
    // SIGINT is PostgreSQL's "fast" shutdown: open transactions roll back, committed data is checkpointed.
    process.kill(pid, 'SIGINT');
    if (!(await waitFor(() => !isAlive(pid), stopTimeoutMs))) {
      throw new DataDirLockError(
        `PostgreSQL pid ${pid} left running on ${pgDir} by an earlier run did not stop within ${stopTimeoutMs / 1000} s: run "kill -INT ${pid}", wait until it exits, then start again.`,
      );
    }
    return; // a clean stop removes its own postmaster.pid
  }
  // Without /proc we cannot see leftover backends: PostgreSQL itself handles a lock file whose pid is dead.
  if ((await commandOf(process.pid)) === null) return;
  // The owner is gone. Its backends may still be attached to the old shared memory for a moment (they leave as
  // soon as they notice the postmaster died); the lock file is what lets PostgreSQL see them, so it stays until
  // they have left.
  const leftovers = () => processesIn(dataDir);
  if (!(await waitFor(async () => (await leftovers()).length === 0, stopTimeoutMs))) {
    const pids = (await leftovers()).join(' ');
    throw new DataDirLockError(
      `Processes of an earlier PostgreSQL still use ${pgDir} (pids ${pids}): stop them ("kill -INT ${pids}"), then start again.`,
    );
  }
  log?.(`removing the stale ${lockFile} (pid ${pid} no longer runs this PostgreSQL)`);
  // The socket's lock files (the socket lives in the data directory) name the same dead server. PostgreSQL
  // would take them for live ones if that pid now belongs to another process of the postgres user.
  const socketLocks = (await readdir(pgDir)).filter((f) => /^\.s\.PGSQL\.\d+\.lock$/.test(f));
  await Promise.all([lockFile, ...socketLocks.map((f) => path.join(pgDir, f))].map((f) => rm(f, { force: true })));
}

async function readLockPid(lockFile: string): Promise<number | null> {
  const text = await readFile(lockFile, 'utf8').catch(() => null);
  const pid = Number.parseInt(text?.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Whether `pid` runs; a zombie (exited, not yet reaped by its parent) does not. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return stateOf(pid) !== 'Z';
}

function stateOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null;
  } catch {
    return null;
  }
}

/** A postmaster and its backends work inside the data directory, so their working directory tells whose they are. */
async function isPostgresOf(pid: number, dataDir: string): Promise<boolean> {
  const command = await commandOf(pid);
  if (command === null) {
    // No /proc (not Linux): a live process we cannot identify is not ours to stop.
    throw new DataDirLockError(
      `${path.join(dataDir, 'postmaster.pid')} names pid ${pid}, which is running: if it is an old PostgreSQL of this DATA_DIR stop it ("kill -INT ${pid}"), otherwise delete that file; then start again.`,
    );
  }
  return command.startsWith('postgres') && (await cwdOf(pid)) === dataDir;
}

async function processesIn(dataDir: string): Promise<number[]> {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  const pids = entries.filter((e) => /^\d+$/.test(e)).map(Number);
  const cwds = await Promise.all(pids.map(cwdOf));
  return pids.filter((pid, i) => cwds[i] === dataDir && pid !== process.pid);
}

const cwdOf = (pid: number) => readlink(`/proc/${pid}/cwd`).catch(() => null);
const commandOf = (pid: number) =>
  readFile(`/proc/${pid}/comm`, 'utf8').then(
    (c) => c.trim(),
    () => null,
  );

async function parentOf(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
  const ppid = Number.parseInt(stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
  return Number.isInteger(ppid) ? ppid : null;
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
