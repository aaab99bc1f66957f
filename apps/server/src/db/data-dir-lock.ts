import fs from 'node:fs';
import { systemClock } from '../platform/clock.js';

/**
 * One process at a time on the embedded database (issue 11 item 1): PGlite keeps the whole database in the memory of
 * the process that opened it and writes its files back on its own schedule, so a second opener (the shell while the
 * server runs) works on a copy: it prints success, the server never sees it, and the books fork. Every opener of
 * DATA_DIR/pglite (the server, `npm run admin`, `npm run ledger:check`, `npm run seed`) takes this lock first.
 *
 * The lock is a file created atomically (O_EXCL) next to the data directory, holding who holds it. It is released on
 * close and on exit; one left by a process that died (its pid is gone, or now belongs to a later process) is stale and
 * taken over. PostgreSQL needs no lock: it serves many processes itself.
 */

/** What the lock file says about its holder. */
export interface LockHolder {
  pid: number;
  /** `server`, or the shell command (`admin`, `ledger:check`, `seed`). */
  role: string;
  /** The process's start time where the system tells it (Linux), so a reused pid is not taken for the holder. */
  started: string | null;
  /** The server's address, once it listens: the shell tells the operator where its operator API is. */
  url?: string;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(`${describeHolder(holder)} has the embedded database open (lock ${lockFile}); only one process may open it at a time`);
    this.name = 'DataDirBusyError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Records the server's address in the lock, for the refusal message of a shell command. */
  announce(url: string): void;
  release(): void;
}

/** Exit code of a command refused because another process has the embedded database open (README "Operator"). */
export const BUSY_EXIT_CODE = 3;

export function describeHolder(holder: LockHolder): string {
  if (holder.role === 'server') return `the server (pid ${holder.pid}${holder.url ? `, ${holder.url}` : ''})`;
  return `\`npm run ${holder.role}\` (pid ${holder.pid})`;
}

/** Start time of a process (field 22 of /proc/<pid>/stat), or null where /proc does not tell it. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder): boolean {
  // Our own pid in a lock we do not hold: a previous run (e.g. pid 1 of a restarted container) left it.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A live pid that started at another time than the holder is a later process that reused it.
  const started = startTimeOf(holder.pid);
  return !(holder.started && started && holder.started !== started);
}

function readHolder(file: string): { text: string; holder: LockHolder | null } | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return { text, holder: Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null };
  } catch {
    return { text, holder: null };
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes a stale lock, unless another process replaced it since we read it: breakers take turns through a second
 * O_EXCL file, so two processes that found the same stale lock cannot remove each other's fresh one.
 */
function breakStale(file: string, staleText: string): void {
  const breaker = `${file}.break`;
  let fd: number;
  try {
    fd = fs.openSync(breaker, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // A breaker that died mid-way leaves its file: it holds nothing after a few seconds.
    const age = systemClock().getTime() - (fs.statSync(breaker, { throwIfNoEntry: false })?.mtimeMs ?? systemClock().getTime());
    if (age > 5_000) fs.rmSync(breaker, { force: true });
    return;
  }
  try {
    if (readHolder(file)?.text === staleText) fs.rmSync(file, { force: true });
  } finally {
    fs.closeSync(fd);
    fs.rmSync(breaker, { force: true });
  }
}

/** Locks this process holds (file → what it wrote), released by the exit hook below when a caller did not close. */
const held = new Map<string, LockHolder>();
let exitHook = false;

/**
 * Takes the lock of the embedded database at `dir` for this process, or throws DataDirBusyError naming the holder.
 * Synchronous, so it can also be released from an exit handler.
 */
export function lockDataDir(dir: string, role: string): DataDirLock {
  const file = `${dir}.lock`;
  const me: LockHolder = { pid: process.pid, role, started: startTimeOf(process.pid) };
  const mine = held.get(file);
  if (mine) throw new DataDirBusyError(file, mine);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o644);
      try {
        fs.writeSync(fd, JSON.stringify(me));
      } finally {
        fs.closeSync(fd);
      }
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 50) throw err;
    }
    const found = readHolder(file);
    if (!found) continue; // released meanwhile: try again
    if (found.holder && isAlive(found.holder)) throw new DataDirBusyError(file, found.holder);
    // Unreadable: a holder between creating and writing the file, unless it has been so for seconds (it died there).
    const age = systemClock().getTime() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? systemClock().getTime());
    if (found.holder || age > 5_000) breakStale(file, found.text);
    pause(20);
  }
  held.set(file, me);
  if (!exitHook) {
    exitHook = true;
    process.on('exit', () => {
      for (const f of held.keys()) removeIfMine(f);
    });
  }
  return {
    file,
    announce(url) {
      // Replaced whole by a rename, so a reader never sees a half-written lock and the file never disappears.
      const tmp = `${file}.${process.pid}.tmp`;
      const announced = { ...me, url };
      fs.writeFileSync(tmp, JSON.stringify(announced));
      fs.renameSync(tmp, file);
      if (held.has(file)) held.set(file, announced);
    },
    release() {
      if (!held.delete(file)) return;
      removeIfMine(file);
    },
  };
}

function removeIfMine(file: string): void {
  try {
    if (readHolder(file)?.holder?.pid === process.pid) fs.rmSync(file, { force: true });
  } catch {
    // Exiting anyway: a lock left behind is stale once this process is gone.
  }
}

/**
 * For the shell commands: when another process has the embedded database open, says who and what to do instead
 * (`whenServer`: the operator API route, or why none is needed), and exits with BUSY_EXIT_CODE having written nothing.
 */
export function exitIfBusy(err: unknown, whenServer: string): never {
  if (!(err instanceof DataDirBusyError)) throw err;
  const { holder } = err;
  console.error(`refused: ${err.message} (a second copy would fork the books).`);
  if (holder.role === 'server') {
    const api = holder.url ?? 'http://<server>';
    console.error(`Stop the server first, or ${whenServer.replaceAll('<server>', api)}`);
  } else {
    console.error('Wait for it to finish, then run this again.');
  }
  process.exit(BUSY_EXIT_CODE);
}
