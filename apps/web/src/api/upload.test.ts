import { afterEach, expect, it, onTestFinished, vi } from 'vitest';
import { setItem } from '../storage';
import { imageSrc } from './upload';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('fetches our uploads with the session token (they are private) and shows them as object URLs', async () => {
  setItem('token', 'tok-1');
  const fetchMock = vi.fn(async () => new Response('png', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const original = URL.createObjectURL;
  URL.createObjectURL = () => 'blob:test/1';
  onTestFinished(() => {
    URL.createObjectURL = original;
  });
  const path = `/uploads/${'a'.repeat(32)}.png`;
  expect(await imageSrc(path)).toBe('blob:test/1');
  expect(await imageSrc(path)).toBe('blob:test/1');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe(path);
  expect((init.headers as Record<string, string>).token).toBe('tok-1');
});

it('a refused upload rejects (and is asked again next time); other images are used as they are', async () => {
  setItem('token', 'tok-2');
  const fetchMock = vi.fn(async () => new Response('', { status: 404 }));
  vi.stubGlobal('fetch', fetchMock);
  const path = `/uploads/${'b'.repeat(32)}.jpg`;
  await expect(imageSrc(path)).rejects.toThrow();
  await expect(imageSrc(path)).rejects.toThrow();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(await imageSrc('/static/seed/banner-1.svg')).toBe('/static/seed/banner-1.svg');
});
