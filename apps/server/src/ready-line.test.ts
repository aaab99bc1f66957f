import { describe, expect, it } from 'vitest';
import { displayHost, readyLine } from './ready-line.js';

describe('the plain ready line (issue 24 item 12)', () => {
  it('names the player app, the console and the outbox of development codes', () => {
    expect(readyLine({ baseUrl: 'http://localhost:8080', outbox: '/srv/data/outbox.jsonl', sms: 'outbox', email: 'outbox' })).toBe(
      'Ready: player app http://localhost:8080/ · operator console http://localhost:8080/admin/ · development SMS and e-mail codes: /srv/data/outbox.jsonl',
    );
  });
  it('shows every-interface addresses as localhost, IPv6 in brackets', () => {
    expect(displayHost('0.0.0.0')).toBe('localhost');
    expect(displayHost('::')).toBe('localhost');
    expect(displayHost('127.0.0.1')).toBe('127.0.0.1');
    expect(displayHost('::1')).toBe('[::1]');
  });
});
