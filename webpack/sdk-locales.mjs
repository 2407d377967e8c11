import webpack from 'webpack';

// The card SDK (Adyen Web 5.63) loads its texts per locale, each a dynamic import of its index
// (`ar: () => import("./ar.js")`, and 25 more): webpack makes each one a chunk of its own and lists every one
// in the remote's entry, though the site speaks Arabic only (payments/providers/adyen: locale 'ar'). The
// others are left out of the build: an import of a locale the page never asks for would fail, and none is
// asked.

/** The SDK's translation file the site uses. */
export const SDK_LOCALE_FILE = './ar.js';

const SDK_DIST = /[\\/]@adyen[\\/]adyen-web[\\/]dist[\\/]/;
const LOCALE_FILE = /^\.\/[a-z]{2}(?:-[A-Z]{2})?\.js$/;

/** Whether webpack should leave `request`, imported from a module in `context`, out of the build. */
export const unusedSdkLocale = (request, context) =>
  SDK_DIST.test(`${context}/`) && LOCALE_FILE.test(request) && request !== SDK_LOCALE_FILE;

export const sdkLocalesPlugin = () => new webpack.IgnorePlugin({ checkResource: unusedSdkLocale });
