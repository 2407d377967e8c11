import texts from './ar/payLater.json';

// The texts of the pay namespace only its lazily loaded parts show (payTexts.ts), as a module: the pay remote
// imports them lazily (remote-pay/src/i18n.ts laterTexts), and a dynamic import of the JSON file itself would
// need webpack's runtime that wraps a JSON module as a namespace, in the remote's entry that every route of
// the remote downloads.
export default texts;
