import SonicBoom from 'sonic-boom';
import { systemClock } from '../platform/clock.js';

/**
 * Where the server's log lines go (main.ts; tests pass their own stream): standard output, written so that a reader
 * that has gone can neither stop the server nor keep it from exiting (issue 23 item 11).
 *
 * pino's own stdout writer retries a full pipe forever and, at exit, flushes what it holds synchronously: with its
 * output piped to a parent that no longer reads, a server held every line since in memory (170-870 MB) and then hung
 * in that flush after SIGTERM, for as long as nobody killed it. Here the same writer (sonic-boom, asynchronous) holds at
 * most `maxBytes`; what does not fit is dropped and counted; a broken pipe (EPIPE) ends writing for good; nothing is
 * flushed at exit: shutdown waits for the pending lines at most `drain(ms)`.
 */
export interface LogOutput {
  /** The stream pino writes to (buildApp `logStream`). */
  stream: { write(line: string): boolean };
  /** Resolves once every accepted line is written, the output broke, or `ms` passed; true when everything was written. */
  drain(ms: number): Promise<boolean>;
}

export function logOutput(fd = 1, maxBytes = 8 * 1024 * 1024): LogOutput {
  const boom = new SonicBoom({ fd, sync: false, maxLength: maxBytes });
  let pending = false;
  let broken = false;
  let dropped = 0;
  boom.on('drop', () => void dropped++);
  boom.on('error', () => {
    // EPIPE (nobody will ever read) or another write error: stop writing; the server goes on without logs.
    broken = true;
    boom.emit('drain');
  });
  boom.on('drain', () => {
    pending = false;
    if (dropped > 0 && !broken) {
      const line = JSON.stringify({ level: 40, time: systemClock().getTime(), msg: `${dropped} log lines dropped: standard output was not read` });
      dropped = 0;
      write(`${line}\n`);
    }
  });
  const write = (line: string): boolean => {
    if (broken) return true;
    pending = true;
    boom.write(line);
    return true;
  };
  return {
    stream: { write },
    drain(ms: number) {
      if (!pending || broken) return Promise.resolve(!broken);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          boom.off('drain', done);
          resolve(false);
        }, ms);
        function done() {
          clearTimeout(timer);
          resolve(!broken);
        }
        boom.once('drain', done);
      });
    },
  };
}
