/** Which install steps a platform gets (issue 13): iOS has no install prompt, so it must get Share → Add to Home Screen. */
import { describe, expect, it } from 'vitest';
import { installPlatform } from './install-card';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

describe('installPlatform', () => {
  it.each([
    ['iphone', 5, 'ios'],
    ['iphoneChrome', 5, 'ios'],
    ['ipadOs', 5, 'ios'],
    ['mac', 0, 'other'],
    ['androidFirefox', 5, 'android'],
    ['windows', 0, 'other'],
  ] as const)('%s → %s', (ua, maxTouchPoints, expected) => {
    expect(installPlatform({ userAgent: UA[ua], maxTouchPoints }, false)).toBe(expected);
  });

  it('inside the installed app, whatever the browser', () => {
    expect(installPlatform({ userAgent: UA.iphone, maxTouchPoints: 5 }, true)).toBe('installed');
  });
});
