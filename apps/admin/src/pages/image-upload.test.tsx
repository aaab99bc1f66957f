/**
 * Operator image upload in the console (issue 14): the banner form and the payment method form send the picked file
 * to their upload route (multipart field `file`) and put the answered public URL into the image field, which is what
 * is saved; a refused file fills nothing.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest, setToken } from '../api/request';
import type { BannerItem, MethodItem } from '../api/types';
import { changeLang } from '../i18n';
import { ok, stubApi } from '../test/fetch-stub';
import BannersPage from './BannersPage';
import PaymentsPage from './PaymentsPage';

const SLOW = { timeout: 20_000 };
const URL_OF = `/media/${'ab'.repeat(32)}.png`;
const banner: BannerItem = { id: 7, title: { zh: '夏日', en: 'Summer' }, image: '/static/seed/banner-{lang}.png', link: '', sort: 0, active: true, startsAt: null, endsAt: null };
const method: MethodItem = {
  id: 3,
  type: 'alipay',
  name: { zh: '支付宝', en: 'Alipay' },
  currency: 'CNY',
  minAmount: '10.00',
  maxAmount: '5000.00',
  needVoucher: false,
  sort: 0,
  enabled: true,
  provider: null,
  account: { accountName: 'Demo Ltd' },
};

function renderPage(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AntApp>
      <QueryClientProvider client={client}>{page}</QueryClientProvider>
    </AntApp>,
  );
}

/** Picks `file` in the upload control whose button has `testId` (its hidden <input type=file>). */
function pick(testId: string, file: File) {
  const input = screen.getByTestId(testId).closest('.ant-upload')!.querySelector('input[type=file]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

/** The src of the antd <Image> with `testId` (the id lands on the <img> or its wrapper). */
function imageSrc(testId: string): string | null {
  const el = screen.getByTestId(testId);
  return (el.tagName === 'IMG' ? el : el.querySelector('img'))?.getAttribute('src') ?? null;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'summer.png', { type: 'image/png' });
let errors: string[];
let restore: () => void;
beforeEach(async () => {
  await changeLang('en');
  errors = [];
  setToken('tok');
  restore = configureRequest({ lang: () => 'en', onError: (e) => errors.push(e.message), onUnauthorized: () => undefined, onCode: () => false });
});
afterEach(async () => {
  await changeLang('zh');
  restore();
  vi.unstubAllGlobals();
});

describe('banner form: upload', () => {
  it('sends the picked file to content/uploadImage and fills the image field with the answered URL, which is saved', async () => {
    const calls = stubApi({
      'content/banner/list': ok({ list: [banner], total: 1, page: 1, size: 20 }),
      'content/uploadImage': ok({ url: URL_OF }),
      'content/banner/save': (body) => ok({ ...banner, ...body }),
    });
    renderPage(<BannersPage />);
    fireEvent.click(await screen.findByText('Edit', {}, SLOW));
    const field = await screen.findByTestId('banner-image', {}, SLOW);
    expect((field as HTMLInputElement).value).toBe('/static/seed/banner-{lang}.png');
    const file = png();
    pick('banner-upload-button', file);
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(URL_OF), SLOW);
    const sent = calls.find((c) => c.url === '/admin/api/content/uploadImage')!;
    expect(sent.body.file).toMatchObject({ name: 'summer.png', size: file.size, type: 'image/png' });
    // The browser sets the multipart type with its boundary; the token goes as on every call.
    expect(sent.headers['content-type']).toBeUndefined();
    expect(sent.headers.token).toBe('tok');
    expect(imageSrc('banner-preview')).toBe(URL_OF);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('content/banner/save'))?.body).toMatchObject({ id: 7, image: URL_OF }), SLOW);
  });

  it('a refused file (the server’s 1124) leaves the field as it was and shows the catalogue text; a non-image is not sent', async () => {
    const calls = stubApi({
      'content/banner/list': ok({ list: [banner], total: 1, page: 1, size: 20 }),
      'content/uploadImage': { code: 1124, msg: 'Only png, jpg and jpeg images are accepted', data: null },
    });
    renderPage(<BannersPage />);
    fireEvent.click(await screen.findByText('Edit', {}, SLOW));
    const field = (await screen.findByTestId('banner-image', {}, SLOW)) as HTMLInputElement;
    pick('banner-upload-button', new File(['<html></html>'], 'page.html', { type: 'text/html' }));
    pick('banner-upload-button', png());
    await waitFor(() => expect(errors).toEqual(['Only png, jpg and jpeg images are accepted']), SLOW);
    expect(calls.filter((c) => c.url.endsWith('content/uploadImage'))).toHaveLength(1);
    expect(field.value).toBe('/static/seed/banner-{lang}.png');
  });
});

describe('payment method form: QR code upload', () => {
  it('sends the file to deposit/method/uploadImage, fills the QR code field and saves it in the account', async () => {
    const calls = stubApi({
      'deposit/method/list': ok({ list: [method] }),
      'deposit/provider/list': ok({ list: [] }),
      'deposit/method/uploadImage': ok({ url: URL_OF }),
      'deposit/method/save': (body) => ok({ ...method, ...body }),
    });
    renderPage(<PaymentsPage />);
    fireEvent.click(await screen.findByText('Edit', {}, SLOW));
    const field = (await screen.findByTestId('method-qr-image', {}, SLOW)) as HTMLInputElement;
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'qr.jpg', { type: 'image/jpeg' });
    pick('method-qr-upload-button', file);
    await waitFor(() => expect(field.value).toBe(URL_OF), SLOW);
    expect(calls.find((c) => c.url === '/admin/api/deposit/method/uploadImage')!.body.file).toMatchObject({ name: 'qr.jpg', size: file.size, type: 'image/jpeg' });
    expect(imageSrc('method-qr-preview')).toBe(URL_OF);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('deposit/method/save'))?.body).toMatchObject({ id: 3, account: { accountName: 'Demo Ltd', qrImage: URL_OF } }), SLOW);
  });
});
