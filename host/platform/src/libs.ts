// The narrow surface of the state and text libraries. Remotes import these
// from @topup/platform, never from the packages: the platform is the one shared singleton, so there is one
// instance of each library (one Redux context, one i18next) for every app, and a shared module cannot be
// tree-shaken, so listing only what the apps use is what keeps their bytes out of the first render.
// A remote that needs another export adds it here (lint and the build refuse direct imports). Memoized
// selectors are shared/state/createSelector.ts, bundled by the app that uses them: they hold no state to
// share. exports.test.ts refuses an export no app imports.
export { createSlice } from '@reduxjs/toolkit';
export type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
export { useTranslation } from 'react-i18next';
