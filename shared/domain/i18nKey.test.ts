import { stripLanguageMarker } from './i18nKey';

describe('missing translation key display (spec 02 §8)', () => {
  it.each([
    ['ar:pay.title', 'pay.title'],
    ['[ar] pay.title', 'pay.title'],
    ['pay.title_ar', 'pay.title'],
    ['common:ar:pay.title', 'pay.title'],
    ['pay.title', 'pay.title'],
  ])('%s shows as %s', (key, shown) => {
    expect(stripLanguageMarker(key)).toBe(shown);
  });
});
