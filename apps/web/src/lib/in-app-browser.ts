/** Built-in browsers of apps, by the marker each puts in its user agent (WeChat, QQ, Alipay, Weibo, DingTalk,
 * Facebook, Messenger, Instagram, LINE, Zalo, TikTok). There, installing, downloads and payment apps usually fail:
 * the player is sent to /pages/borwser, the "open in your browser" guide. */
const IN_APP = /MicroMessenger|\bQQ\/|AlipayClient|Weibo|DingTalk|FBAN|FBAV|FB_IAB|Instagram|\bLine\/|Zalo|musical_ly|BytedanceWebview|TikTok|Messenger/i;

export function inAppBrowser(userAgent: string = navigator.userAgent): boolean {
  return IN_APP.test(userAgent);
}
