import { EVENTS_FIELD } from '@topup/shared/domain/analytics/beaconBodies';
import { platformServices } from '../storeServices';
import { storage } from '../storage';
import { analyticsReady, startAnalytics, trackEvent, trackPageView } from './index';

// The host starts the analytics once; remotes report page views through the
// platform, also before the start (they wait), and what is left goes by beacon when the page is hidden.

describe('startAnalytics and trackPageView (the platform’s analytics)', () => {
  const beacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });

  it('takes page views from before the start, the pay events, and beacons them when the page is hidden', async () => {
    trackPageView('pay', '/pay');
    startAnalytics({ version: '1.0.334' });
    startAnalytics({ version: 'again' }); // a second start does nothing
    trackEvent({ name: 'custom', int_param1: 1 });
    platformServices.payEvents.emit({ type: 'step', step: 'HOME' });
    // an error before the analytics' chunk is there is kept and reported once it is
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('early boom'), message: 'early boom' }));
    // nothing sent or kept before the analytics' chunk has loaded (after the page's load event)
    expect(storage.get('backupAnalyticsList')).toEqual([]);
    expect(await analyticsReady()).not.toBeNull();
    await Promise.resolve();
    const kept = storage.get('backupAnalyticsList').map((e) => e.params.event_name);
    expect(kept).toEqual(['pay_step', 'js_error', 'page_view', 'custom']);
    expect(storage.get('backupAnalyticsList')[1]?.params.str_param4).toContain('early boom');
    expect(storage.get('backupAnalyticsList').every((e) => e.params.version === '1.0.334')).toBe(true);

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/sys/add_event/');
    expect((blob as Blob).type).toBe('application/x-www-form-urlencoded');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob as Blob);
    });
    const events = JSON.parse(new URLSearchParams(text).get(EVENTS_FIELD) ?? '[]');
    expect(events.map((e: { event_name: string }) => e.event_name)).toEqual([
      'pay_step',
      'js_error',
      'page_view',
      'custom',
    ]);
    expect(storage.get('backupAnalyticsList')).toEqual([]);
  });

  it('never throws for a caller that passes the wrong thing', () => {
    expect(() => trackPageView('pay', undefined as unknown as string)).not.toThrow();
  });
});
