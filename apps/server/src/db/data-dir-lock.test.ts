import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir, type LockHolder } from './data-dir-lock.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;
/** A data directory of its own for each test, and its lock file. */
function place(): { dir: string; file: string } {
  const dir = path.join(root, `d${n++}`, 'pglite');
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  return { dir, file: `${dir}.lock` };
}
const holderIn = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder;
/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('data-dir lock (issue 11 item 1: one process at a time on the embedded database)', () => {
  it('is taken once, names its holder, announces the server address, and is released', () => {
    const { dir, file } = place();
    const lock = lockDataDir(dir, 'server');
    expect(holderIn(file)).toMatchObject({ pid: process.pid, role: 'server' });
    lock.announce('http://127.0.0.1:8080');
    expect(holderIn(file)).toMatchObject({ pid: process.pid, role: 'server', url: 'http://127.0.0.1:8080' });
    // A second opener in the same process is refused too.
    expect(() => lockDataDir(dir, 'admin')).toThrow(DataDirBusyError);
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
    lockDataDir(dir, 'admin').release();
  });

  it('refuses while a live process holds it, saying who', () => {
    const { dir, file } = place();
    fs.writeFileSync(file, JSON.stringify({ pid: process.ppid, role: 'server', started: null, url: 'http://127.0.0.1:9999' }));
    const err = (() => {
      try {
        lockDataDir(dir, 'admin');
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(DataDirBusyError);
    expect((err as Error).message).toContain(`the server (pid ${process.ppid}, http://127.0.0.1:9999) has the embedded database open`);
    expect(holderIn(file).pid).toBe(process.ppid);
  });

  it('takes over a stale lock: its holder died, its pid now belongs to a later process, or it was left unwritten', () => {
    const { dir, file } = place();
    fs.writeFileSync(file, JSON.stringify({ pid: deadPid(), role: 'server', started: null }));
    lockDataDir(dir, 'seed').release();

    if (fs.existsSync('/proc/self/stat')) {
      fs.writeFileSync(file, JSON.stringify({ pid: process.ppid, role: 'server', started: '1' }));
      lockDataDir(dir, 'seed').release();
    }

    // Our own pid in a lock we do not hold: left by an earlier run (a restarted container's pid 1).
    fs.writeFileSync(file, JSON.stringify({ pid: process.pid, role: 'server', started: null }));
    lockDataDir(dir, 'seed').release();

    // Empty: a holder between creating and writing it, unless that was seconds ago.
    fs.writeFileSync(file, '');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    const lock = lockDataDir(dir, 'seed');
    expect(holderIn(file)).toMatchObject({ pid: process.pid, role: 'seed' });
    lock.release();
  });
});
