import { API } from '@topup/shared/contract/paths';
import * as C from '@topup/shared/contract/codes';
import { FINE_ANSWER_KEYS, type FineAnswerCode } from '@topup/shared/domain/fineAnswers';
import { MSG } from '../../http/messages';
import { GENERIC, i18n, joined, server, shows, silent, type Shown } from '../texts';
import { code, ours, spec, type OperationDoc } from './types';

// The other pages' calls: the ban fine (spec 02 §4, §7; README "The ban fine"), feedback (spec 02 §7) and
// the share page's room (spec 02 §3, §7; README "Live room").

const FINES = '/fines';
const SHARE = '/share.html';
const fineWorded = (message: string): Shown => shows(FINES, server(message));
/** An answer the page words itself: its text, from the table the page reads (shared/domain/fineAnswers.ts). */
const finePageWorded = (c: FineAnswerCode) => code(c, shows(FINES, i18n('fines', FINE_ANSWER_KEYS[c])));
const submitFailed = shows(FINES, i18n('fines', 'pay.submitFailed'));

/** What both create_fine_pay calls answer besides 0 (admission.ts, fineAnswer.ts). */
const FINE_ORDER_CODES = [
  code(C.ACCOUNT_NOT_BANNED, fineWorded(MSG.accountNotBanned)),
  finePageWorded(C.FINE_AMOUNT_CHANGED),
  finePageWorded(C.FINE_LINK_INVALID),
  finePageWorded(C.FINE_MAINTENANCE),
  code(C.FINE_ALREADY_PAID, fineWorded(MSG.fineAlreadyPaid)),
  code(C.FINE_SUBMIT_FAILED, submitFailed),
  code(C.ORDER_RID_REUSED, submitFailed),
  code(C.ORDER_IN_PROGRESS, submitFailed),
  finePageWorded(C.ORDER_BEING_CHARGED),
  code(C.ORDER_CANCELLED, submitFailed),
  // a declined order answers its decline with its order (`data`): the page says the decline's words
  code(C.INSUFFICIENT_FUNDS, fineWorded(MSG.cardDeclined.insufficientFunds)),
  code(C.CARD_EXPIRED, fineWorded(MSG.cardDeclined.expired)),
  code(C.CARD_CVC_DECLINED, fineWorded(MSG.cardDeclined.cvcDeclined)),
  code(C.CARD_HIGH_RISK_RESULT, fineWorded(MSG.cardDeclined.highRisk)),
  code(C.CARD_DECLINED, fineWorded(MSG.cardDeclined.generic)),
  code(C.CARD_3DS_FAILED, fineWorded(MSG.cardDeclined.threeDsFailed)),
];

export const PAGE_OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  [API.fineInfo.path]: {
    summary: "A banned account's fine (and whether its payment is pending), by display id",
    origin: spec('spec 02 §7'),
    codes: [
      code(C.USER_NOT_FOUND, fineWorded(MSG.userNotFound)),
      code(C.ACCOUNT_NOT_BANNED, fineWorded(MSG.accountNotBanned), shows(FINES, i18n('fines', 'pay.lifted'))),
    ],
    transport: [shows(FINES, GENERIC)],
  },
  [API.createFinePayHosted.path]: {
    summary: "The fine's order on the provider's hosted page (one per device and X-CLI-RID)",
    origin: spec('spec 02 §7'),
    headers: { device: 'required', attempt: true },
    codes: FINE_ORDER_CODES,
    transport: [submitFailed],
  },
  [API.createFinePayCard.path]: {
    summary: "The fine's order paid by a new card (23) or Apple Pay (one per device and X-CLI-RID)",
    origin: spec('spec 02 §7'),
    headers: { device: 'required', attempt: true },
    codes: [...FINE_ORDER_CODES, code(C.CARD_TOKEN_INVALID, submitFailed)],
    transport: [submitFailed],
  },
  [API.fineOrder.path]: {
    summary: "How a fine order this device made stands (declined with the decline's words, or cancelled)",
    origin: ours(
      'back on /fines from a provider\'s page, an order that was declined or cancelled there says so, and paying again is a new attempt (README "The ban fine")',
    ),
    headers: { device: 'required' },
    codes: [code(C.ORDER_NOT_FOUND, silent(FINES, 'the page shows the fine again, without a note'))],
    transport: [silent(FINES, 'the page shows the fine again, without a note')],
  },
  [API.pageViewIdResult.path]: {
    summary:
      'Whether a payment made from this page view (a fine or a top-up) has finished (the page then renews its id)',
    origin: spec('spec 02 §4, §7'),
    codes: [],
    transport: [silent(FINES, 'the page view id is kept'), silent('/pay', 'the page view id is kept')],
  },
  [API.feedbackSubmit.path]: {
    summary: 'Sends the feedback: content (500 characters at most) and the keys of up to 3 uploads',
    origin: spec('spec 02 §7'),
    headers: { session: true },
    codes: [
      code(
        C.FEEDBACK_INVALID,
        shows('/feedback', server(MSG.feedbackContentRequired)),
        shows('/feedback', server(MSG.feedbackContentTooLong)),
        shows('/feedback', server(MSG.feedbackTooManyFiles)),
        shows('/feedback', server(MSG.feedbackFileMissing)),
        shows('/feedback', server(MSG.badRequest)),
      ),
    ],
    transport: [shows('/feedback', GENERIC)],
  },
  [API.lastJoinRoom.path]: {
    summary: 'The room the share page opens when its link names none',
    origin: spec('spec 02 §7'),
    codes: [],
    transport: [shows(SHARE, GENERIC)],
  },
  [API.roomInfo.path]: {
    summary: 'The room a share link names: its name and owner',
    origin: ours(
      "the share page shows the room's name and owner, and spec 02 §7 names no call that gives them",
    ),
    codes: [
      code(
        C.ROOM_NOT_FOUND,
        shows(SHARE, joined(i18n('share', 'expired.title'), i18n('share', 'expired.body'))),
      ),
    ],
    transport: [shows(SHARE, GENERIC)],
  },
  [API.roomStatus.path]: {
    summary: "The full refresh of a room's synced state: its sn and the whole table as JSON text",
    origin: ours(
      'the live room mends a gap with a full refresh, and spec 02 §7 does not show that call\'s path (README "Live room")',
    ),
    codes: [
      code(C.ROOM_NOT_FOUND, silent(SHARE, 'the live panel keeps its state and reports the failed refresh')),
    ],
    transport: [silent(SHARE, 'the live panel keeps its state and reports the failed refresh')],
  },
};
