import { API } from '@topup/shared/contract/paths';
import * as C from '@topup/shared/contract/codes';
import { GENERIC, i18n, joined, shows, silent } from '../texts';
import { code, ours, spec, type OperationDoc } from './types';

// Saved cards (spec 01 §3, §4, §7, README "Saved-card calls"): the list, one card, the remember flag, the
// expiry update, deleting, and the card an order saved.

const PAY = '/pay';
const SAVED_CARD_CALLS_WHY =
  'spec 01 §7 names a saved-card list, a single-card-by-id and a remember-flag call of the pay store without their paths: the list is get_card_source, the other two are ours (README "Saved-card calls")';
const noSavedCard = silent(PAY, 'the result names no saved card');
const rememberFailed = shows(PAY, i18n('pay', 'result.rememberFailed'));

export const CARD_OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  [API.getCardSource.path]: {
    summary: 'The saved cards this device (and the logged-in user) may pay with, latest used first',
    origin: spec('spec 01 §7'),
    headers: { session: true },
    codes: [],
    transport: [shows(PAY, joined(i18n('pay', 'cards.failed'), GENERIC))],
  },
  [API.getCardSourceById.path]: {
    summary: 'One saved card this device (or the logged-in user) sees',
    origin: ours(SAVED_CARD_CALLS_WHY),
    headers: { session: true },
    codes: [code(C.SAVED_CARD_NOT_FOUND, noSavedCard), code(C.CARD_NOT_READY, noSavedCard)],
    transport: [noSavedCard],
  },
  [API.setCardRemember.path]: {
    summary: 'Whether a saved card is offered for the next payments',
    origin: ours(SAVED_CARD_CALLS_WHY),
    headers: { session: true },
    codes: [code(C.SAVED_CARD_NOT_FOUND, rememberFailed)],
    transport: [rememberFailed],
  },
  [API.updateCardSource.path]: {
    summary: "A saved card's new expiry (MM/YY, not past at UTC+3), clearing the bank's expired report",
    origin: spec('spec 01 §7'),
    headers: { session: true },
    codes: [code(C.CARD_UPDATE_FAILED, shows(PAY, i18n('pay', 'expiry.failed')))],
    transport: [shows(PAY, GENERIC)],
  },
  [API.deleteCardSource.path]: {
    summary: 'Deletes every saved card with that fingerprint this device (or the logged-in user) sees',
    origin: spec('spec 01 §7'),
    headers: { session: true },
    codes: [],
    transport: [shows(PAY, i18n('pay', 'cards.deleteFailed'))],
  },
  [API.cardInfoByOrder.path]: {
    summary: 'The card an order paid with or saved (asked every 2 s, 15 times, until it is readable)',
    origin: spec('spec 01 §7'),
    codes: [
      code(C.CARD_NOT_READY, silent(PAY, 'asked again (every 2 s, 15 times)')),
      code(C.ORDER_SAVED_NO_CARD, silent(PAY, 'the success dialog offers no card to remember')),
      code(C.ORDER_NOT_FOUND, silent(PAY, 'the success dialog offers no card to remember')),
    ],
    transport: [silent(PAY, 'the success dialog offers no card to remember')],
  },
};
