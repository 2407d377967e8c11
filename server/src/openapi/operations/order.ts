import { API } from '@topup/shared/contract/paths';
import * as C from '@topup/shared/contract/codes';
import { MSG } from '../../http/messages';
import { i18n, server, shows, silent, type Shown } from '../texts';
import { code, codeMeaning, ours, spec, type OperationDoc } from './types';

// Orders (spec 01 §3, §4, §7, §8): creating one, what the provider said, the callback page's reads and
// Apple Pay. The top-up page's toast of a refused order is payments/results/orderOutcome.ts refusalText: the
// server's own words for the codes it lists (SERVER_WORDED), else the spec 01 §8 catalogue (pay:failure.*).

const PAY = '/pay';
const toast = (key: Parameters<typeof i18n<'pay'>>[1]): Shown => shows(PAY, i18n('pay', key));
const worded = (message: string): Shown => shows(PAY, server(message));
const applePayFailed: Shown = toast('applePay.requestFailed');

export const ORDER_OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  [API.createCoinPay.path]: {
    summary:
      'Creates the order of one payment attempt (one per device and X-CLI-RID) and takes it as far as this call goes',
    origin: spec('spec 01 §7'),
    headers: { device: 'unlessExt', attempt: true, session: true },
    codes: [
      code(C.USER_NOT_FOUND, toast('failure.retry')),
      code(C.GUEST_NOT_RECHARGEABLE, toast('failure.retry')),
      code(C.ACCOUNT_OTHER_APP, toast('failure.retry')),
      code(C.ACCOUNT_BANNED, toast('failure.banned')),
      code(C.ACCOUNT_DELETED, toast('failure.deleted')),
      code(C.ACCOUNT_DELETING, toast('failure.deleting')),
      code(C.WEB_RECHARGE_UNAVAILABLE, worded(MSG.webRechargeUnavailable)),
      code(
        C.VERIFY_REQUIRED,
        silent(PAY, 'the code popup opens (pay:verify.lead) and the order is placed once the code is right'),
        worded(MSG.verifyRequired),
      ),
      code(C.REPEAT_PAYMENT, toast('repeat.title')),
      code(C.SAVED_CARD_NOT_FOUND, worded(MSG.savedCardNotFound)),
      code(C.CARD_TOKEN_INVALID, worded(MSG.cardTokenInvalid)),
      code(C.ORDER_RID_REUSED, worded(MSG.ridReused)),
      code(C.ORDER_IN_PROGRESS, worded(MSG.orderInProgress)),
      code(C.ORDER_CANCELLED, worded(MSG.orderCancelled)),
      code(C.ORDER_INTERRUPTED, worded(MSG.cardDeclined.interrupted)),
      code(C.INSUFFICIENT_FUNDS, toast('failure.insufficient')),
      code(C.CARD_EXPIRED, toast('failure.expired')),
      code(C.CARD_HIGH_RISK_RESULT, toast('failure.tryAnotherCard')),
      code(C.CARD_DECLINED, toast('failure.retry')),
      code(C.CARD_CVC_DECLINED, toast('failure.retry')),
      code(C.CARD_3DS_FAILED, toast('failure.retry')),
    ],
    // the embedded Apple Pay button says "network error" for a refusal the catalogue does not name
    transport: [toast('failure.retry'), toast('applePay.networkError')],
  },
  [API.submitAuthenticationResult.path]: {
    summary: "Passes on what the 3-D Secure challenge told the page; answers the gateway's decision",
    origin: spec('spec 01 §7'),
    headers: { device: 'required' },
    codes: [
      code(C.ORDER_NOT_FOUND, worded(MSG.orderNotFound)),
      code(C.ORDER_NOT_IN_CHALLENGE, worded(MSG.orderNotInChallenge)),
    ],
    transport: [shows(PAY, i18n('errors', 'generic'))],
  },
  [API.submitPaymentToken.path]: {
    summary: "Pays an Apple Pay order with the sheet's payment token",
    origin: spec('spec 01 §7'),
    headers: { device: 'required' },
    codes: [code(C.ORDER_NOT_FOUND, applePayFailed), code(C.ORDER_NOT_AWAITING_TOKEN, applePayFailed)],
    transport: [applePayFailed],
  },
  [API.clickCancel.path]: {
    summary:
      'Cancels an order waiting for its payer (the user gave up, closed the sheet or the provider page); ' +
      'one whose charge is with the processor ends with its charge instead',
    origin: spec('spec 01 §7'),
    headers: { device: 'required' },
    codes: [
      code(C.ORDER_NOT_FOUND, silent(PAY, 'sent in the background; the page goes on')),
      code(
        C.ORDER_BEING_CHARGED,
        toast('failure.beingCharged'),
        shows('/fines', i18n('fines', 'pay.beingCharged')),
      ),
    ],
    transport: [silent(PAY, 'sent in the background; the page goes on')],
  },
  [API.checkDomainPayable.path]: {
    summary: 'Whether this domain may take the Apple Pay type; when not, one that may',
    origin: spec('spec 01 §7'),
    codes: [
      codeMeaning(
        C.BAD_REQUEST,
        'pay_type is not an Apple Pay type (HTTP 200), or a malformed call',
        silent(PAY, 'the page stays on this domain'),
      ),
    ],
    transport: [silent(PAY, 'the page stays on this domain')],
  },
  [API.adyenApplePaySessionData.path]: {
    summary: "Adyen's Apple Pay merchant session for this device's order (JSON text)",
    origin: spec('spec 01 §7'),
    headers: { device: 'required' },
    codes: [
      code(
        C.ORDER_NOT_FOUND,
        applePayFailed,
        shows('/fines', i18n('fines', 'pay.applePayFailed.validation')),
      ),
      code(
        C.ORDER_NOT_AWAITING_TOKEN,
        applePayFailed,
        shows('/fines', i18n('fines', 'pay.applePayFailed.validation')),
      ),
    ],
    transport: [applePayFailed, shows('/fines', i18n('fines', 'pay.applePayFailed.validation'))],
  },
  [API.applePayMerchantSession.path]: {
    summary: 'The merchant session of the Apple Pay types Adyen does not serve (JSON text)',
    origin: ours(
      'spec 01 §9 retries merchant validation for another Apple Pay provider but names no call for it: the other Apple Pay types validate here (up to 3 tries), and are decided by submit_payment_token',
    ),
    headers: { device: 'required' },
    codes: [code(C.ORDER_NOT_FOUND, applePayFailed), code(C.ORDER_NOT_AWAITING_TOKEN, applePayFailed)],
    transport: [applePayFailed],
  },
  [API.adyenVerifyPay.path]: {
    summary:
      'Pays an Adyen Apple Pay order (coins or a fine) with its token: code 0 paid, 1 failed, -1 asked again',
    origin: spec('spec 01 §7'),
    headers: { device: 'required' },
    codes: [
      code(C.ORDER_NOT_FOUND, applePayFailed, shows('/fines', i18n('fines', 'pay.applePayFailed.failed'))),
      code(
        C.ORDER_NOT_AWAITING_TOKEN,
        applePayFailed,
        shows('/fines', i18n('fines', 'pay.applePayFailed.failed')),
      ),
    ],
    transport: [applePayFailed, shows('/fines', i18n('fines', 'pay.applePayFailed.failed'))],
  },
  [API.payResultByOrderFast.path]: {
    summary: "The callback page's first read: 0 paid, 1 failed or cancelled, 2 still pending",
    origin: spec('spec 01 §7'),
    codes: [
      code(C.ORDER_NOT_FOUND, worded(MSG.orderNotFound)),
      codeMeaning(
        C.BAD_REQUEST,
        'neither zp_orderid nor order_id, or a malformed call',
        worded(MSG.invalidField('zp_orderid')),
      ),
    ],
    transport: [worded(MSG.serverError)],
  },
  [API.orderInfo.path]: {
    summary: 'The order as the callback page shows it (its card only to the device that made it)',
    origin: spec('spec 01 §7'),
    headers: { device: 'optional' },
    codes: [code(C.ORDER_NOT_FOUND, worded(MSG.orderNotFound))],
    transport: [worded(MSG.serverError)],
  },
  [API.payErrorByOrder.path]: {
    summary: "Why an order failed ('' in every field while it has not)",
    origin: spec('spec 01 §7'),
    codes: [code(C.ORDER_NOT_FOUND, toast('result.other.title'), applePayFailed)],
    transport: [toast('result.other.title'), applePayFailed],
  },
  [API.orderByClientRid.path]: {
    summary: 'The order a payment attempt (X-CLI-RID) made on this device, for a page reloaded mid-payment',
    origin: ours(
      'a page reloaded (or opened in another tab) while its attempt is undecided looks the attempt up by its id instead of asking for the card again: a result is never lost (README "Paying")',
    ),
    codes: [
      codeMeaning(
        C.ORDER_NOT_FOUND,
        'this attempt made no order on this device (never sent, or refused and rolled back)',
        silent(PAY, 'the attempt is over: the page asks for the payment as usual'),
      ),
    ],
    transport: [silent(PAY, 'the page keeps the attempt and asks again on the next load')],
  },
};
