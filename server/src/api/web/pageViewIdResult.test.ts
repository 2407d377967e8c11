import { makePageViewId } from '@topup/shared/domain/pageViewId';
import { ckoNewCard, createOrder, LOW_TIER, markVerified, newDevice, tokenize } from '../order/orderTestKit';
import { buildTestApp, type TestApp } from '../testApp';

describe('page_view_id_result for a top-up (spec 02 §4, §7)', () => {
  let t: TestApp;
  let device: string;
  beforeEach(async () => {
    t = await buildTestApp();
    device = newDevice();
    markVerified(t, device);
  });
  afterEach(() => t.close());

  const pageView = (at: number, deviceId = device) => makePageViewId('h5', deviceId, at);
  const pay = async (number: string, page_view_id: string, tier?: number) => {
    const token = await tokenize(t, number);
    return (
      await createOrder(t, {
        deviceId: device,
        payType: 23,
        tier,
        ext: { page_view_id },
        fields: ckoNewCard(token),
      })
    ).json();
  };
  const finished = async (id: string) =>
    (await t.app.inject(`/api/web/page_view_id_result/?page_view_id=${id}&source=1`)).json().data.result;

  it('says yes once a coin order made from that page view is paid, and only for that page view', async () => {
    expect(await finished(pageView(1))).toBe(false);
    expect((await pay('4242424242424242', pageView(1))).result).toBe(0);
    expect(await finished(pageView(1))).toBe(true);
    expect(await finished(pageView(2))).toBe(false);
    // the same id on another device is another page view
    expect(await finished(pageView(1, newDevice()))).toBe(false);
  });

  it('says no for a page view whose order was declined', async () => {
    const body = await pay('4000000000000002', pageView(3), LOW_TIER);
    expect(body.result).not.toBe(0);
    expect(await finished(pageView(3))).toBe(false);
  });
});
