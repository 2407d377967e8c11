import type { ApiResult } from '@topup/platform';
import { createTestStore, fail, ok } from '@topup/platform/src/testing/testStore';
import { API } from '@topup/shared/contract/paths';
import { renewPageViewWhenPaid } from './pageView';

function setup(answer: ApiResult<unknown>) {
  const t = createTestStore({
    route: (call) => (call.path === API.pageViewIdResult.path ? answer : fail(404)),
  });
  const renewed = jest.fn(() => 'h5-renewed');
  t.services.device.renewPageViewId = renewed;
  return { ...t, renewed };
}

describe('the page view id after a payment (spec 02 §4)', () => {
  it('asks page_view_id_result with the page view id and source 1, and renews it once the server says paid', async () => {
    const t = setup(ok({ result: true }));
    expect(await renewPageViewWhenPaid(t.services)).toBe(true);
    expect(t.calls).toEqual([
      expect.objectContaining({
        path: API.pageViewIdResult.path,
        params: { page_view_id: t.services.device.pageViewId(), source: 1 },
      }),
    ]);
    expect(t.renewed).toHaveBeenCalledTimes(1);
  });

  it('keeps the id while the server says not yet, or cannot answer', async () => {
    for (const answer of [ok({ result: false }), fail(-2, 'network')]) {
      const t = setup(answer);
      expect(await renewPageViewWhenPaid(t.services)).toBe(false);
      expect(t.renewed).not.toHaveBeenCalled();
    }
  });
});
