/**
 * The one plain line `npm start` prints once the server listens (issue 24 item 12: the log is JSON, a newcomer needs to
 * read where to go): the player app, the operator console, and where development SMS and e-mail codes are written.
 */

/** The host to show for the listen address: every interface is reached on this machine as localhost. */
export function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

export function readyLine(p: { baseUrl: string; outbox: string; sms: string; email: string }): string {
  const codes = p.sms === 'outbox' || p.email === 'outbox' ? ` · development SMS and e-mail codes: ${p.outbox}` : '';
  return `Ready: player app ${p.baseUrl}/ · operator console ${p.baseUrl}/admin/${codes}`;
}
