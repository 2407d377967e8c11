import { addTranslations, createI18n } from './i18n';

describe('platform i18n (spec 02 §8)', () => {
  it('speaks Arabic from the common resources', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('ar');
    expect(i18n.t('remote.failed.retry')).toBe('إعادة المحاولة');
  });
  it('shows a missing key without its language marker', () => {
    const i18n = createI18n();
    expect(i18n.t('ar:pay.unknown')).toBe('pay.unknown');
    expect(i18n.t('pay.unknown_ar')).toBe('pay.unknown');
  });
  it('lets a remote add its own namespace, and a redeploy replace it', () => {
    const i18n = createI18n();
    addTranslations('share', { title: 'قديم' }, i18n);
    addTranslations('share', { title: 'جديد' }, i18n);
    expect(i18n.t('title', { ns: 'share' })).toBe('جديد');
  });
});
