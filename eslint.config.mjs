import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The platform owns one instance of these and re-exports what the apps use
const PLATFORM_OWNED_IMPORTS = ['@reduxjs/toolkit', 'react-redux', 'i18next', 'react-i18next'].map(
  (name) => ({
    name,
    message: `Import it from @topup/platform; add the export to host/platform/src/libs.ts (one ${name} instance for every app, and only what is used is shipped).`,
  }),
);

/** What a remote may not import: another remote, or the payments engine past its one entry. */
const REMOTE_RULES = {
  remotes: ['@topup/remote-*', '../../remote-*'],
  message: 'A remote never imports another remote.',
  who: 'Remotes',
  patterns: [
    {
      // its unit tests' fakes (payments/testing) are the one way in beside the entry, and only for tests
      group: ['@topup/payments/*', '!@topup/payments/testing'],
      message:
        'Import it from @topup/payments (its one entry, payments/index.ts); export it there if it is missing.',
    },
  ],
};

/** What a remote's own code (not its tests) may not import beyond REMOTE_RULES: the payments' test fakes. */
const REMOTE_CODE_PATTERNS = [
  ...REMOTE_RULES.patterns,
  {
    group: ['@topup/payments/testing/*'],
    message: 'The fakes of @topup/payments/testing are for unit tests only.',
  },
];

/** The platform's singletons a page may not call the API through: declared calls and thunks are the way. */
const ONE_API_DOOR = {
  name: '@topup/platform',
  importNames: ['api', 'batch', 'platformServices', 'pkgInfo'],
  message:
    'Declare the call with defineCall (useCall, fetchCall, fetchBatch), or call it in a thunk through its extra argument (extra.api).',
};

/** What code bundled into an app may not import: the router and the platform's libraries directly, a remote. */
function appRules({ remotes, message, who, patterns = [], paths = [] }) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'react-router', message: 'Use @topup/router (one shared router context).' },
          { name: 'react-router-dom', message: 'Use @topup/router (one shared router context).' },
          {
            name: 'reselect',
            message:
              'Use @topup/shared/state/createSelector (the memoized selector the apps need, in a few lines).',
          },
          ...PLATFORM_OWNED_IMPORTS,
          ...paths,
        ],
        patterns: [{ group: remotes, message }, ...patterns],
      },
    ],
    'no-restricted-globals': [
      'error',
      { name: 'fetch', message: `${who} call the API through @topup/platform.` },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-monolith/**',
      'remote-*/releases/**',
      '**/node_modules/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'server/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // DESIGN §1: remotes reach the router only through @topup/router, services only through the platform,
    // and never import another remote.
    files: ['remote-*/src/**/*.{ts,tsx}'],
    rules: appRules(REMOTE_RULES),
  },
  {
    files: ['remote-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*TestKit.ts'],
    rules: appRules({ ...REMOTE_RULES, patterns: REMOTE_CODE_PATTERNS }),
  },
  {
    // one way to call the API from every remote — calls declared once with defineCall (useCall, fetchCall,
    // fetchBatch) and thunks that get the client from the store's extra argument; never the platform's
    // singletons (tests may still spy on them)
    files: ['remote-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*TestKit.ts'],
    rules: appRules({
      ...REMOTE_RULES,
      patterns: REMOTE_CODE_PATTERNS,
      paths: [ONE_API_DOOR],
    }),
  },
  {
    // the same one way for the host's own pages (/login, /test)
    files: ['host/src/pages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ONE_API_DOOR] }] },
  },
  {
    // @topup/payments is what every paying page reuses; it depends on no remote, and
    // like a remote reaches services only through the platform
    files: ['payments/**/*.{ts,tsx}'],
    rules: appRules({
      remotes: ['@topup/remote-*', '../remote-*', '../../remote-*', '../../../remote-*'],
      message:
        'The payments package depends on no remote: move what both need into payments/, shared/ or the platform.',
      who: 'Payments',
    }),
  },
  {
    // shared/ is plain code bundled into each app: it may not carry its own copy of a platform-owned library
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: PLATFORM_OWNED_IMPORTS }] },
  },
  {
    // Every browser test runs in the guard fixture (CSP, page errors, console, axe)
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './fixtures' (the guard fixture every spec runs in).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.mjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // the cross-engine suite's in-page helpers: browser JavaScript the suite sends to the page as text
    files: ['e2e-engines/src/inPage.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // the shell's head scripts (the queue of tasks held until the first paint, the user's text size):
    // browser JavaScript written into index.html
    files: ['host/src/shell/afterFirstPaint.js', 'host/src/shell/textScale.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
);
