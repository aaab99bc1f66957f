import type { TestApp } from './helpers.js';

/** A minimal PNG (its magic bytes are what the server checks) followed by `label`. */
export const pngBytes = (label = 'an image') => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(label)]);

/** POST /web/upload/uploadFile with one multipart `file` field, as the web app's upload helper sends it. */
export function uploadFile(t: TestApp, content: Buffer, filename: string, headers: Record<string, string> = {}) {
  const boundary = '----test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: '/web/upload/uploadFile', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers }, payload });
}
