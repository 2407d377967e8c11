import fs from 'node:fs';
import { ERRORS_REQUEST, blankTexts, errorsWithoutTexts } from './early-texts.mjs';

const errors = JSON.parse(fs.readFileSync(new URL('../shared/i18n/ar/errors.json', import.meta.url), 'utf8'));
const keysOf = (v) =>
  typeof v === 'string' ? 'text' : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, keysOf(x)]));

describe("the early scripts' failure texts", () => {
  it("are the same keys as the client's, every text empty", () => {
    const given = JSON.parse(
      decodeURIComponent(errorsWithoutTexts().replace(/^data:application\/json,/, '')),
    );
    expect(keysOf(given)).toEqual(keysOf(errors));
    expect(JSON.stringify(given)).not.toMatch(/[\u0600-\u06ff]/);
    expect(Object.keys(errors.client).length).toBeGreaterThan(0);
    expect(given.client.timeout).toBe('');
  });

  it('blanks texts at any depth and keeps nothing else', () => {
    expect(blankTexts({ a: 'نص', b: { c: 'نص', d: { e: 'x' } } })).toEqual({
      a: '',
      b: { c: '', d: { e: '' } },
    });
  });

  it('replace the texts imported by any path, and no other file', () => {
    expect(ERRORS_REQUEST.test('../i18n/ar/errors.json')).toBe(true);
    expect(ERRORS_REQUEST.test('@topup/shared/i18n/ar/errors.json')).toBe(true);
    expect(ERRORS_REQUEST.test('/app/shared/i18n/ar/errors.json')).toBe(true);
    expect(ERRORS_REQUEST.test('../i18n/ar/pay.json')).toBe(false);
    expect(ERRORS_REQUEST.test('./errors.json')).toBe(false);
  });
});
