/**
 * A fresh install claims nothing it does not hold (issue 13): the About page shows the app and its version, and no
 * licence or sponsorship (the seeded about page states only the platform's own commitments) — in zh and en.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, e2eUnavailable, launch, phonePage, rawKeysOnScreen, shot } from './browser.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] about: skipped, ${skip}`);

/** Names the About page used to claim before licences became operator content. */
const CLAIMS = /PAGCOR|MGA|Malta Gaming|Gambling Commission|BMM|iTech|GLI|eCOGRA|licen[cs]e[ds]? by/i;

describe.skipIf(skip)('About on a fresh install (issue 13)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['zh', 'en']) {
    it(`claims no licence or sponsor in ${lang}`, async () => {
      const { page, context, errors } = await phonePage(browser, { lang });
      await page.goto(`${baseUrl()}/#/pages/about/about`);
      await page.getByTestId('app-version').waitFor();
      // The operator's about page (issue 17): seeded with our own commitments, no licence.
      await page.getByTestId('help-body').waitFor();
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(CLAIMS);
      expect(await rawKeysOnScreen(page, lang)).toEqual([]);
      await shot(page, `about-fresh-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
