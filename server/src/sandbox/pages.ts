import { THREE_DS_MESSAGE_TYPE, type ThreeDsMessage, type ThreeDsOutcome } from '@topup/shared/contract';
import { formatAmount } from '@topup/shared/domain/format';
import { maskCardNumber } from '@topup/shared/domain/maskCard';
import type { CheckoutField, CheckoutForm } from '../gateway/cardInput';
import { CARD_NUMBER_SCRIPT } from './cardNumberScript';
import { escapeHtml, page, scriptJson } from './html';
import { ltr, schemeName, THREE_D_SECURE } from './latin';

// The sandbox gateway's hosted pages (DESIGN §3, §4), as pure functions of what they show.

/** What a hosted page shows of an order. */
export interface PageOrder {
  orderId: string;
  amountCents: number;
  cardBin: string | null;
  cardLast4: string | null;
  /** The card network as the gateway names it ('visa'); null while the order has no card. */
  cardScheme: string | null;
}

const SANDBOX_NOTE = '<p class="note">بوابة الدفع التجريبية: لا تُخصم أي مبالغ حقيقية.</p>';

/** The way back of every hosted page. */
export const CANCEL_TEXT = 'إلغاء الدفع والعودة';

/**
 * The page's way back: a link that cancels the payment and returns to the site with the result (the
 * route behind `href` decides what cancelling means there).
 */
const cancelLink = (href: string): string =>
  `<p class="back"><a class="cancel" href="${escapeHtml(href)}">${CANCEL_TEXT}</a></p>`;

function summary(order: PageOrder): string {
  const scheme = schemeName(order.cardScheme);
  const card =
    order.cardBin !== null && order.cardLast4 !== null
      ? `<div><dt>البطاقة</dt><dd>${scheme === null ? '' : `${ltr(scheme)} `}` +
        `${ltr(maskCardNumber(order.cardBin, order.cardLast4))}</dd></div>`
      : '';
  // each name with its value in a <div>: on a narrow page the value goes under its name, whole
  return (
    `<dl><div><dt>المبلغ</dt><dd>${ltr(formatAmount(order.amountCents / 100))}</dd></div>${card}` +
    `<div><dt>رقم الطلب</dt><dd>${ltr(order.orderId)}</dd></div></dl>`
  );
}

/**
 * The 3-D Secure challenge: the amount, the masked card and two buttons, in a form posting to this
 * page (`action`, with `?embedded=1` when shown inside the page's challenge area), and the way back
 * (`cancelHref`).
 */
export function challengePage(options: {
  nonce: string;
  order: PageOrder;
  action: string;
  cancelHref: string;
}): string {
  const body =
    '<h1>تأكيد الدفع بالبطاقة</h1>' +
    SANDBOX_NOTE +
    `<p>يطلب البنك التحقق من هذه العملية (${THREE_D_SECURE}). اختر نتيجة التحقق:</p>` +
    summary(options.order) +
    `<form method="post" action="${escapeHtml(options.action)}">` +
    '<button type="submit" name="outcome" value="pass" class="pass">نجح التحقق</button>' +
    '<button type="submit" name="outcome" value="fail" class="fail">فشل التحقق</button>' +
    '</form>' +
    cancelLink(options.cancelHref);
  return page({ nonce: options.nonce, title: 'التحقق من الدفع', body });
}

const DONE_TEXT: Readonly<Record<ThreeDsOutcome, string>> = {
  pass: '<h1>تم التحقق</h1><p>جارٍ إكمال الدفع…</p>',
  fail: '<h1>فشل التحقق</h1><p>جارٍ الرجوع إلى صفحة الدفع…</p>',
  cancelled: '<h1>أُلغي الدفع</h1><p>جارٍ الرجوع إلى صفحة الدفع…</p>',
};

/**
 * The embedded challenge's last page: its nonce'd script tells the page (its parent, on this origin)
 * how the challenge ended; the page then submits the result (submit_authentication_result).
 */
export function challengeDonePage(options: {
  nonce: string;
  orderId: string;
  outcome: ThreeDsOutcome;
}): string {
  const message: ThreeDsMessage = {
    type: THREE_DS_MESSAGE_TYPE,
    order_id: options.orderId,
    outcome: options.outcome,
  };
  const body = DONE_TEXT[options.outcome];
  return page({
    nonce: options.nonce,
    title: 'نتيجة التحقق',
    body,
    script: `parent.postMessage(${scriptJson(message)}, location.origin);`,
  });
}

const CHECKOUT_INPUTS: readonly {
  field: CheckoutField;
  label: string;
  attrs: string;
}[] = [
  {
    field: 'number',
    label: 'رقم البطاقة',
    attrs:
      'inputmode="numeric" autocomplete="cc-number" dir="ltr" maxlength="23" placeholder="0000 0000 0000 0000"',
  },
  {
    field: 'expiry',
    label: 'تاريخ الانتهاء',
    attrs: 'inputmode="numeric" autocomplete="cc-exp" dir="ltr" maxlength="5" placeholder="MM/YY"',
  },
  {
    field: 'cvv',
    label: 'رمز CVV',
    attrs: 'inputmode="numeric" autocomplete="cc-csc" dir="ltr" maxlength="4"',
  },
  // a holder's name is written in Latin letters on the card: typed left to right too
  { field: 'name', label: 'اسم حامل البطاقة', attrs: 'autocomplete="cc-name" dir="ltr" maxlength="254"' },
];

function checkoutInput(
  input: (typeof CHECKOUT_INPUTS)[number],
  value: string,
  error: string | undefined,
): string {
  const id = `card-${input.field}`;
  const invalid = error === undefined ? '' : ` aria-invalid="true" aria-describedby="${id}-error"`;
  const errorText = error === undefined ? '' : `<p class="error" id="${id}-error">${escapeHtml(error)}</p>`;
  return (
    `<div class="field"><label for="${id}">${input.label}</label>` +
    `<input id="${id}" name="${input.field}" type="text" required ${input.attrs} value="${escapeHtml(value)}"${invalid}>` +
    `${errorText}</div>`
  );
}

/**
 * The second provider's hosted checkout (pay type 24): the card form, posting to this page, and the way
 * back (`cancelHref`). After a refused submit it comes back with what was typed (never the CVV) and a
 * message under each wrong field. Its script groups the card number in fours as it is typed.
 */
export function checkoutPage(options: {
  nonce: string;
  order: PageOrder;
  action: string;
  cancelHref: string;
  values?: Partial<CheckoutForm>;
  errors?: Partial<Record<CheckoutField, string>>;
}): string {
  const values = options.values ?? {};
  const errors = options.errors ?? {};
  const [number, expiry, cvv, name] = CHECKOUT_INPUTS.map((input) =>
    checkoutInput(input, input.field === 'cvv' ? '' : (values[input.field] ?? ''), errors[input.field]),
  );
  const amount = formatAmount(options.order.amountCents / 100);
  const body =
    '<h1>الدفع بالبطاقة البنكية</h1>' +
    SANDBOX_NOTE +
    `<p>تُقبل بطاقات ${ltr('Visa')} و${ltr('Mastercard')}، وقد يطلب البنك التحقق ${THREE_D_SECURE}.</p>` +
    summary({ ...options.order, cardBin: null, cardLast4: null }) +
    `<form method="post" action="${escapeHtml(options.action)}" novalidate>` +
    `${number}<div class="pair">${expiry}${cvv}</div>${name}` +
    `<button type="submit" class="pay">ادفع ${ltr(amount)}</button></form>` +
    cancelLink(options.cancelHref);
  return page({ nonce: options.nonce, title: 'الدفع بالبطاقة البنكية', body, script: CARD_NUMBER_SCRIPT });
}

/** A page that only says something (an unknown order, an order no longer waiting here). */
export function messagePage(options: { nonce: string; title: string; text: string; link?: string }): string {
  const link =
    options.link === undefined
      ? ''
      : `<p><a href="${escapeHtml(options.link)}">العودة إلى صفحة الشحن</a></p>`;
  return page({
    nonce: options.nonce,
    title: options.title,
    body: `<h1>${escapeHtml(options.title)}</h1><p>${escapeHtml(options.text)}</p>${link}`,
  });
}
