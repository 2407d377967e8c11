import { createTestStore } from '@topup/platform/src/testing/testStore';
import { ACTION_HANDLERS, runProviderAction } from './actions';
import type { CardProvider, ProviderAction } from './types';

const ORDER_ID = 'TP20260115120000001';
const PROVIDER = 'https://acs.provider.example';

function setup(provider: Partial<CardProvider>, action: ProviderAction) {
  const t = createTestStore({ href: 'http://localhost/pay' });
  const shown: ProviderAction[] = [];
  const destroy = jest.fn();
  const full: CardProvider = {
    id: 'sandbox',
    load: async () => undefined,
    mountFields: async () => ({ showErrors: jest.fn(), tokenize: jest.fn(), destroy: jest.fn() }),
    handleAction: async (_c, a) => {
      shown.push(a);
      return { destroy };
    },
    ...provider,
  };
  const run = () =>
    runProviderAction({
      provider: full,
      container: document.createElement('div'),
      action,
      callbacks: { onDetails: jest.fn(), onError: jest.fn() },
      orderId: ORDER_ID,
      providerOrigins: [PROVIDER],
      services: t.services,
    });
  return { run, shown, visited: t.page.visited, events: t.events };
}

describe('provider actions, one handler per action type (spec 01 §4)', () => {
  it('has a handler for 3-D Secure 2 and for a redirect, and none for what no card channel takes', () => {
    expect(Object.keys(ACTION_HANDLERS).sort()).toEqual(
      ['redirect', 'threeDS2', 'threeDS2Challenge', 'threeDS2Fingerprint'].sort(),
    );
  });

  it('draws 3-D Secure 2 in the page with the provider that draws it', async () => {
    const t = setup({ inPageActions: ['threeDS2'] }, { type: 'threeDS2', token: 'x' });
    const outcome = await t.run();
    expect(outcome.kind).toBe('inPage');
    expect(t.shown).toEqual([{ type: 'threeDS2', token: 'x' }]);
  });

  it('draws a redirect on this site in the page when the provider does (the sandbox’s challenge page)', async () => {
    const t = setup(
      { inPageActions: ['redirect'] },
      { type: 'redirect', url: '/sandbox/3ds/TP1?embedded=1' },
    );
    expect((await t.run()).kind).toBe('inPage');
    expect(t.visited).toEqual([]);
  });

  it('follows a redirect to a configured provider when the provider does not draw it', async () => {
    const t = setup({ inPageActions: [] }, { type: 'redirect', url: `${PROVIDER}/challenge` });
    expect(await t.run()).toEqual({ kind: 'leaving' });
    expect(t.visited).toEqual([`${PROVIDER}/challenge`]);
    expect(t.shown).toEqual([]);
  });

  it.each([
    ['another origin', 'https://evil.example/3ds'],
    ['a javascript: url', 'javascript:alert(1)'],
    ['no url at all', undefined],
  ])('refuses a redirect to %s, even one the provider would draw, and reports it', async (_n, url) => {
    const t = setup({ inPageActions: ['redirect'] }, { type: 'redirect', url });
    expect(await t.run()).toEqual({ kind: 'refused' });
    expect(t.shown).toEqual([]);
    expect(t.visited).toEqual([]);
    expect(t.events).toEqual([{ type: 'redirect_refused', orderId: ORDER_ID, url: url ?? '' }]);
  });

  it('does not show an action the provider does not draw, nor one no handler takes', async () => {
    expect(await setup({ inPageActions: [] }, { type: 'threeDS2' }).run()).toEqual({
      kind: 'unsupported',
      type: 'threeDS2',
    });
    expect(await setup({ inPageActions: ['qrCode'] }, { type: 'qrCode' }).run()).toEqual({
      kind: 'unsupported',
      type: 'qrCode',
    });
  });
});
