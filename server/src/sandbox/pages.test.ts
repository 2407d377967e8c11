/**
 * @jest-environment jsdom
 */
import {
  CANCEL_TEXT,
  challengeDonePage,
  challengePage,
  checkoutPage,
  messagePage,
  type PageOrder,
} from './pages';

// The hosted pages parsed as a browser parses them: Arabic, right to left, nothing from elsewhere, no
// style attribute, and every inline script and style element carrying the nonce (the CSP allows nothing
// else).

const NONCE = 'bm9uY2Utb2YtdGhpcy10ZXN0';
const ORDER: PageOrder = {
  orderId: 'TP17000000000001234567',
  amountCents: 999,
  cardBin: '400000',
  cardLast4: '3220',
  cardScheme: 'visa',
};
const CHECKOUT = {
  nonce: NONCE,
  order: ORDER,
  action: `/sandbox/checkout/${ORDER.orderId}`,
  cancelHref: `/sandbox/checkout/${ORDER.orderId}/cancel`,
};

const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

function expectStrictDocument(doc: Document): void {
  expect(doc.documentElement.getAttribute('lang')).toBe('ar');
  expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
  expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
    'width=device-width, initial-scale=1',
  );
  expect(doc.querySelectorAll('[style]')).toHaveLength(0);
  for (const el of doc.querySelectorAll('script, style')) expect(el.getAttribute('nonce')).toBe(NONCE);
  expect(doc.querySelectorAll('script[src], link[rel="stylesheet"], img, iframe')).toHaveLength(0);
  for (const el of doc.querySelectorAll('[href], [src], [action]')) {
    const url = el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? '';
    expect(url).toMatch(/^(\/(?!\/)|data:)/);
  }
  expect(doc.title).toMatch(/[\u0600-\u06FF]/);
}

describe('hosted pages', () => {
  it('challenge: amount, masked card, order id and two submit buttons in one form posting to the page', () => {
    const doc = parse(
      challengePage({
        nonce: NONCE,
        order: ORDER,
        action: `/sandbox/3ds/${ORDER.orderId}?embedded=1`,
        cancelHref: `/sandbox/3ds/${ORDER.orderId}/cancel?embedded=1`,
      }),
    );
    expectStrictDocument(doc);
    const form = doc.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(`/sandbox/3ds/${ORDER.orderId}?embedded=1`);
    const buttons = [...(form?.querySelectorAll('button[type="submit"][name="outcome"]') ?? [])];
    expect(buttons.map((b) => b.getAttribute('value'))).toEqual(['pass', 'fail']);
    for (const b of buttons) expect(b.textContent).toMatch(/[\u0600-\u06FF]/);
    const ltr = [...doc.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent);
    expect(ltr).toEqual(['3-D Secure', '9.99$', 'Visa', '400000******3220', ORDER.orderId]);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    // the way back, outside the form
    const back = doc.querySelector('a.cancel');
    expect(back?.textContent).toBe(CANCEL_TEXT);
    expect(back?.getAttribute('href')).toBe(`/sandbox/3ds/${ORDER.orderId}/cancel?embedded=1`);
    expect(form?.contains(back ?? null)).toBe(false);
  });

  it('challenge done: one nonce script posting the outcome to the parent on this origin', () => {
    const doc = parse(challengeDonePage({ nonce: NONCE, orderId: ORDER.orderId, outcome: 'fail' }));
    expectStrictDocument(doc);
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const posted: unknown[] = [];
    const source = scripts[0]?.textContent ?? '';
    // run it against a stand-in parent: what it posts, and to which origin
    new Function('parent', 'location', source)(
      { postMessage: (...args: unknown[]) => posted.push(args) },
      {
        origin: 'https://pay.example.com',
      },
    );
    expect(posted).toEqual([
      [{ type: 'topup-3ds', order_id: ORDER.orderId, outcome: 'fail' }, 'https://pay.example.com'],
    ]);
  });

  it('challenge done: an order id cannot close the script', () => {
    const html = challengeDonePage({
      nonce: NONCE,
      orderId: '</script><script>alert(1)</script>',
      outcome: 'pass',
    });
    expect(parse(html).querySelectorAll('script')).toHaveLength(1);
  });

  it('checkout: four labelled fields, the wrong ones marked with their message, and a pay button', () => {
    const doc = parse(
      checkoutPage({
        ...CHECKOUT,
        values: { number: '4242', expiry: '13/30', cvv: '123', name: 'Test' },
        errors: { number: 'رقم البطاقة غير صحيح', expiry: 'تاريخ الانتهاء غير صحيح' },
      }),
    );
    expectStrictDocument(doc);
    const inputs = [...doc.querySelectorAll('form input')] as HTMLInputElement[];
    expect(inputs.map((i) => i.name)).toEqual(['number', 'expiry', 'cvv', 'name']);
    for (const input of inputs) {
      expect(doc.querySelector(`label[for="${input.id}"]`)?.textContent).toMatch(/[\u0600-\u06FF]/);
    }
    const invalid = inputs.filter((i) => i.getAttribute('aria-invalid') === 'true');
    expect(invalid.map((i) => i.name)).toEqual(['number', 'expiry']);
    for (const input of invalid) {
      const id = input.getAttribute('aria-describedby') ?? '';
      expect(doc.getElementById(id)?.textContent).toMatch(/غير صحيح$/);
    }
    expect(inputs.find((i) => i.name === 'cvv')?.value).toBe('');
    expect(inputs.find((i) => i.name === 'number')?.value).toBe('4242');
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe('ادفع 9.99$');
    // the card number, expiry and CVV are typed left to right
    for (const name of ['number', 'expiry', 'cvv'])
      expect(doc.querySelector(`input[name="${name}"]`)?.getAttribute('dir')).toBe('ltr');
  });

  it('challenge done, cancelled: says so, and posts the outcome the page passes on', () => {
    const doc = parse(challengeDonePage({ nonce: NONCE, orderId: ORDER.orderId, outcome: 'cancelled' }));
    expectStrictDocument(doc);
    expect(doc.querySelector('h1')?.textContent).toBe('أُلغي الدفع');
    expect(doc.querySelector('script')?.textContent).toContain('"outcome":"cancelled"');
  });

  it('checkout: the way back below the form, Latin names left to right, and its card number script', () => {
    const doc = parse(checkoutPage(CHECKOUT));
    expectStrictDocument(doc);
    const back = doc.querySelector('a.cancel');
    expect(back?.textContent).toBe(CANCEL_TEXT);
    expect(back?.getAttribute('href')).toBe(CHECKOUT.cancelHref);
    expect(doc.querySelector('form')?.contains(back ?? null)).toBe(false);
    const ltr = [...doc.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent);
    expect(ltr).toEqual(expect.arrayContaining(['Visa', 'Mastercard', '3-D Secure']));
    // the holder's name is typed in Latin letters
    expect(doc.querySelector('input[name="name"]')?.getAttribute('dir')).toBe('ltr');
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.textContent).toContain("getElementById('card-number')");
  });

  it('never lets "3-D Secure" break across two lines', () => {
    const pages = [challengePage({ ...CHECKOUT, action: '/sandbox/3ds/x' }), checkoutPage(CHECKOUT)].map(
      parse,
    );
    for (const doc of pages) {
      const marks = [...doc.querySelectorAll('bdi')].filter((b) => b.textContent === '3-D Secure');
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) {
        expect(mark.getAttribute('dir')).toBe('ltr');
        expect(mark.classList.contains('nowrap')).toBe(true);
      }
      // every "3-D Secure" of the page is one of them
      expect(doc.body.textContent?.split('3-D Secure').length).toBe(marks.length + 1);
      expect(doc.querySelector('style')?.textContent).toContain('.nowrap{white-space:nowrap}');
    }
  });

  it('sends pages.css whole, without its comments and spaces', () => {
    const css = parse(checkoutPage(CHECKOUT)).querySelector('style')?.textContent ?? '';
    expect(css).not.toMatch(/\/\*|\n|: /);
    // iPhone Safari zooms into a field under 16 px; amounts, order ids and card numbers never break inside
    expect(css).toContain('input{font:inherit;font-size:max(16px,1rem);');
    expect(css).toContain('bdi{white-space:nowrap}');
    expect(css).toContain(
      "font-family:system-ui,-apple-system,'Segoe UI','Noto Sans Arabic',Tahoma,sans-serif",
    );
  });

  it('names the card network beside the masked card only when it knows it', () => {
    const named = parse(challengePage({ ...CHECKOUT, order: { ...ORDER, cardScheme: 'mastercard' } }));
    const card = named.querySelectorAll('dd')[1];
    expect([...(card?.querySelectorAll('bdi[dir="ltr"]') ?? [])].map((b) => b.textContent)).toEqual([
      'Mastercard',
      '400000******3220',
    ]);
    const unnamed = parse(challengePage({ ...CHECKOUT, order: { ...ORDER, cardScheme: 'unknown' } }));
    expect(unnamed.querySelector('dl')?.textContent).not.toMatch(/Visa|Mastercard|unknown/);
    expect(unnamed.querySelector('dl')?.textContent).toContain('400000******3220');
  });

  it('message page: title and text, escaped, and a link back to the site', () => {
    const doc = parse(
      messagePage({ nonce: NONCE, title: 'الطلب غير موجود', text: '<b>x</b>', link: '/pay' }),
    );
    expectStrictDocument(doc);
    expect(doc.querySelector('h1')?.textContent).toBe('الطلب غير موجود');
    expect(doc.querySelector('b')).toBeNull();
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/pay');
  });
});
