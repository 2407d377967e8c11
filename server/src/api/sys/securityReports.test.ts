import { buildTestApp, type TestApp } from '../testApp';
import { REPORTS_PER_MINUTE } from './securityReports';

// DESIGN §13 (PCI DSS 11.6.1): what browsers report of the policy, and the pages of a file refused for its
// hash, is kept; a flood is not; the newest are listed first.

describe('security reports', () => {
  let t: TestApp;
  let now = Date.UTC(2026, 10, 28, 12);
  beforeEach(async () => {
    t = await buildTestApp({ now: () => now });
  });
  afterEach(() => t.close());

  const post = (type: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sys/security_report/',
      headers: { 'content-type': type },
      payload: JSON.stringify(body),
    });
  const list = async () =>
    (await t.app.inject('/api/sys/security_reports/?limit=100')).json().data.reports as Record<
      string,
      unknown
    >[];

  it('keeps a report-uri report and the Reporting API reports, and lists them newest first', async () => {
    const legacy = await post('application/csp-report', {
      'csp-report': {
        'document-uri': 'http://localhost/pay',
        'blocked-uri': 'inline',
        'effective-directive': 'script-src-elem',
        'script-sample': 'window.x=1',
      },
    });
    expect(legacy.json()).toEqual({ result: 0, data: {} });
    now += 1000;
    await post('application/reports+json', [
      { type: 'deprecation', url: 'http://localhost/pay', body: {} },
      {
        type: 'integrity-violation',
        url: 'http://localhost/fines',
        body: {
          documentURL: 'http://localhost/fines',
          blockedURL: 'http://localhost/remotes/fines/1.a.js',
          expected: 'sha384-x',
          actual: 'sha384-y',
        },
      },
    ]);
    expect(await list()).toMatchObject([
      {
        kind: 'integrity',
        document_url: 'http://localhost/fines',
        blocked_url: 'http://localhost/remotes/fines/1.a.js',
        detail: JSON.stringify({ expected: 'sha384-x', actual: 'sha384-y' }),
        received_at: now,
      },
      {
        kind: 'csp',
        blocked_url: 'inline',
        directive: 'script-src-elem',
        document_url: 'http://localhost/pay',
      },
    ]);
  });

  it('refuses what is no report (400), and keeps no more than its share of a minute', async () => {
    expect((await post('application/reports+json', { nothing: 1 })).statusCode).toBe(400);
    const one = { type: 'csp-violation', body: { blockedURL: 'https://evil.example/x.js' } };
    await post(
      'application/reports+json',
      Array.from({ length: 50 }, () => one),
    );
    await post(
      'application/reports+json',
      Array.from({ length: 50 }, () => one),
    );
    await post(
      'application/reports+json',
      Array.from({ length: 50 }, () => one),
    );
    expect((await list()).length).toBeLessThanOrEqual(100);
    const kept = t.db.prepare('SELECT COUNT(*) FROM security_reports').pluck().get() as number;
    expect(kept).toBeGreaterThanOrEqual(REPORTS_PER_MINUTE - 50);
    expect(kept).toBeLessThan(REPORTS_PER_MINUTE + 50);
    now += 61_000;
    await post('application/reports+json', [one]);
    expect(t.db.prepare('SELECT COUNT(*) FROM security_reports').pluck().get()).toBe(kept + 1);
  });
});
