import { mergeTexts } from './mergeTexts';
import pay from './ar/pay.json';
import payLater from './ar/payLater.json';

// The `pay` namespace in full. Its texts are kept in two files: those the pay remote's first render shows
// (ar/pay.json, added as the remote loads) and those only its lazily loaded parts show (ar/payLater.json,
// added as the first of those parts loads: remote-pay/src/laterTexts.ts), so that a first visit does not
// download the dialogs' texts before it needs them. What reads the namespace whole (the tests, the API
// document's texts) reads it here.

export const payTexts = mergeTexts(pay, payLater);
