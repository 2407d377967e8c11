import { createStorage } from '@topup/platform/src/storage';
import { MapBackend } from '@topup/platform/src/storage/mapBackend';
import { initialPayState } from './paySlice';
import { persistPayState } from './persist';

const recipient = (uid: number) => ({
  uid,
  display_uid: uid - 20_000_000,
  nickname: `n${uid}`,
  icon: '/a.svg',
});
const card = { source_id: 'src_1', bin: '424242', last4: '4242' } as unknown as ReturnType<
  typeof initialPayState
>['lastPayCard'];

describe('what the pay store keeps across visits (spec 01 §3)', () => {
  it('writes the history (its last three), the last amount and the four last-pay fields when they change', () => {
    const target = createStorage(new MapBackend(), jest.fn());
    const before = initialPayState();
    const now = {
      ...before,
      history: [recipient(21000001), recipient(21000002), recipient(21000003), recipient(21000004)],
      currentAmount: 9.99,
      lastPayType: 27,
      lastSuccessPayType: 23,
      lastPayCard: card,
      lastSuccessPayCard: card,
    };
    persistPayState(now, before, target);
    expect(target.get('recipientHistory').map((r) => r.uid)).toEqual([21000001, 21000002, 21000003]);
    expect(target.get('lastAmount')).toBe(9.99);
    expect(target.get('lastPayType')).toBe(27);
    expect(target.get('lastSuccessPayType')).toBe(23);
    expect(target.get('lastPayCard')).toMatchObject({ source_id: 'src_1' });
    expect(target.get('lastSuccessfulCard')).toMatchObject({ source_id: 'src_1' });
  });

  it('leaves unchanged fields alone', () => {
    const target = { get: jest.fn(), set: jest.fn(), remove: jest.fn(), watch: jest.fn() };
    const state = initialPayState();
    persistPayState({ ...state, currentAmount: 4.99 }, state, target);
    expect(target.set).toHaveBeenCalledTimes(1);
    expect(target.set).toHaveBeenCalledWith('lastAmount', 4.99);
  });
});
