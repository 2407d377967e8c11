import fs from 'node:fs';
import webpack from 'webpack';

// The early scripts show no text: each answer they ask is kept raw for the page, whose own client reads
// it with its texts (host/platform/src/api/keptAnswers.ts), and the one result the page takes from them
// (the package info's read) carries none. The client's failure texts (shared/i18n/ar/errors.json), which
// the shared reading of an answer imports (shared/domain/apiResult.ts), are therefore given to the early
// scripts' build with the same keys and empty texts: about 0.3 KB gz less in every page that carries one.

const ERRORS_FILE = new URL('../shared/i18n/ar/errors.json', import.meta.url);
/** An import of the failure texts, by any path. */
export const ERRORS_REQUEST = /[\\/]i18n[\\/]ar[\\/]errors\.json$/;

/** `texts` with every text empty: the same keys, so every lookup of the code finds its entry. */
export const blankTexts = (texts) =>
  typeof texts === 'string'
    ? ''
    : Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, blankTexts(value)]));

/** The failure texts' module as the early scripts get it. */
export const errorsWithoutTexts = () =>
  `data:application/json,${encodeURIComponent(JSON.stringify(blankTexts(JSON.parse(fs.readFileSync(ERRORS_FILE, 'utf8')))))}`;

export const earlyTextsPlugin = () =>
  new webpack.NormalModuleReplacementPlugin(ERRORS_REQUEST, errorsWithoutTexts());
