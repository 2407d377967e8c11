import TEXT from '@topup/shared/i18n/ar/unavailable.json';

// The page without a usable configuration. The platform never starts (nothing of it could call the
// right API or pay through the right provider), so this is plain DOM, in Arabic and right to left, with a
// retry; every problem is reported once, to the console and to the page's own origin's add_event.

export function showUnavailable(doc: Document, problems: readonly string[]): void {
  const root = doc.getElementById('root') ?? doc.body;
  const main = doc.createElement('main');
  main.dir = 'rtl';
  main.lang = 'ar';
  main.setAttribute('data-testid', 'config-unavailable');
  Object.assign(main.style, {
    maxWidth: '32rem',
    margin: '15vh auto 0',
    padding: '0 1rem',
    textAlign: 'center',
  });
  const title = doc.createElement('h1');
  title.textContent = TEXT.title;
  const body = doc.createElement('p');
  body.textContent = TEXT.body;
  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.textContent = TEXT.retry;
  Object.assign(retry.style, { minHeight: '44px', padding: '0 1.5rem', font: 'inherit' });
  retry.addEventListener('click', () => doc.defaultView?.location.reload());
  main.append(title, body, retry);
  root.replaceChildren(main);
  doc.title = TEXT.title;
  report(doc, problems);
}

function report(doc: Document, problems: readonly string[]): void {
  for (const problem of problems) console.error(`configuration: ${problem}`);
  // the API host is part of what is missing: the page's own origin is the one address it has
  const params = new URLSearchParams({
    event_name: 'config_unavailable',
    str_param2: problems.join('\n').slice(0, 1200),
    str_param3: doc.location.href.slice(0, 600),
  });
  try {
    void fetch(`/api/sys/add_event/?${params}`, { keepalive: true }).catch(() => undefined);
  } catch {
    // nothing more to do: the page already says it is unavailable
  }
}
