import { mergeTexts } from './mergeTexts';

describe("a namespace's texts from two files", () => {
  it('merges groups key by key, at any depth, and keeps the rest of each side', () => {
    const a = { title: 'أ', result: { orderId: 'ب' } };
    const b = { result: { success: { title: 'ج' } }, exit: { title: 'د' } };
    expect(mergeTexts(a, b)).toEqual({
      title: 'أ',
      result: { orderId: 'ب', success: { title: 'ج' } },
      exit: { title: 'د' },
    });
    // neither side is changed
    expect(a).toEqual({ title: 'أ', result: { orderId: 'ب' } });
  });
});
