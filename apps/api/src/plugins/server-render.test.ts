import { describe, expect, it } from 'vitest';
import { isCrawler } from './server-render';

describe('isCrawler (sent the page without the welcome splash)', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
    ['WhatsApp/2.23.20.0', true],
    ['Mozilla/5.0 (compatible; YandexBot/3.0)', true],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      false,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      false,
    ],
    [undefined, false],
  ])('%s → %s', (userAgent, crawler) => expect(isCrawler(userAgent)).toBe(crawler));
});
