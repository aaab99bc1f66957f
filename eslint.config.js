import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ——— Import zones: web app and packages (issue 11 item 8; docs/architecture.md "allowed arrows") ———
// Built-in no-restricted-imports, one block per zone; each file falls in at most one of these blocks (a later block
// with the same rule would replace, not add to, an earlier one's patterns). The server zones live in their own block.
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NO_APP_IN_PACKAGES = {
  regex: '^(@app/(web|server|admin)(/|$)|(\\.\\./)+apps/)',
  message: 'packages/* import no app (apps/*): shared code flows from packages to apps, never back.',
};
const webImportZones = [
  {
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APP_IN_PACKAGES] }] },
  },
  {
    // The request helper and the API calls know no screen, no component and no shell: a 401 reaches the shell through
    // onUnauthorized (app/session-expiry.ts), an error's text through onErrorMessage (app/error-toasts.ts). Tests may
    // wire the shell in, as the app does at start.
    files: ['apps/web/src/api/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(app|pages)(/|$)', message: 'api/ imports no screen and nothing of the app shell (app/, pages/).' },
            { regex: '^\\.\\./features/[^/]+/components(/|$)', message: 'api/ imports no screen component (features/*/components).' },
            { regex: '^\\.\\./components(/|$)', message: 'api/ imports no component: a toast or dialog is the shell\'s, registered through onErrorMessage (app/error-toasts.ts).' },
          ],
        },
      ],
    },
  },
  // A feature uses another one's work only through a page that composes both (or a shared layer: api/, components/, lib/).
  ...WEB_FEATURES.map((feature) => {
    const others = WEB_FEATURES.filter((other) => other !== feature);
    return {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: others.length
              ? [
                  {
                    regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
                    message: `features/${feature} must not import another feature: move what both need to components/, lib/ or api/, or compose them in a page.`,
                  },
                ]
              : [],
          },
        ],
      },
    };
  }),
];

// Operator console zones (issue 14): apps/admin shares nothing with the player app (only packages/*), and its
// request layer knows no screen (a 401 reaches the shell through configureRequest), as in the web app.
const NO_WEB_IN_ADMIN = {
  regex: '^(@app/(web|server)(/|$)|(\\.\\./)+(web|server)/)',
  message: 'apps/admin shares code with the player app or the server only through packages/shared.',
};
const adminImportZones = [
  {
    files: ['apps/admin/src/api/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_WEB_IN_ADMIN,
            { regex: '^\\.\\./(app|pages|components|auth)(/|$)', message: 'api/ imports no screen and nothing of the app shell (app/, pages/, components/, auth/).' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    ignores: ['apps/admin/src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_WEB_IN_ADMIN] }] },
  },
];

// Server import zones (docs/architecture.md). Each file matches at most one block that sets
// no-restricted-imports (a later block would replace an earlier one's patterns), and none of them
// overlaps the web blocks above. Tests may reach into any part; app.ts, main.ts, wiring.ts and registry.ts (the
// composition roots) register every plugin, adapter, consumer and job.
const SERVER_TESTS = ['apps/server/test/**', 'apps/server/**/*.test.ts'];
const MODULE_ONLY_THROUGH_SERVICE = {
  regex: '(^|/)modules/[^/]+/(?!(service|index)\\.js$)',
  message: 'A module is entered through its service.ts (or index.ts), never its repo, routes or internals.',
};
const serverImportZones = [
  {
    // The ledger is the only code that changes a balance; it depends on nothing that could bypass it.
    files: ['apps/server/src/ledger/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(modules|venues|http|admin|jobs)(/|$)', message: 'The ledger imports no module, venue, http, admin or job code.' },
          ],
        },
      ],
    },
  },
  {
    // Inside modules/: a sibling module only through its service.ts or index.ts.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!(service|index)\\.js$)', message: MODULE_ONLY_THROUGH_SERVICE.message },
            MODULE_ONLY_THROUGH_SERVICE,
          ],
        },
      ],
    },
  },
  {
    // The platform layer (operator routes, permissions, audit, paging, exports, clock, idempotency, the job runner)
    // serves every module and knows none of them.
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(modules|venues|jobs|admin|ledger)(/|$)', message: 'platform/ imports no module, venue, job, shell or ledger code: they import it.' }] },
      ],
    },
  },
  {
    // jobs/ (scheduler, registry, shell actions) import no venue file: a venue's periodic work reaches jobs/registry.ts
    // through its manifest.ts (module-manifest.ts).
    files: ['apps/server/src/jobs/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [MODULE_ONLY_THROUGH_SERVICE, { regex: '(^|/)venues/[^/]+/', message: 'jobs/ import no venue file: a venue names its jobs in its manifest.ts, which jobs/registry.ts collects.' }] },
      ],
    },
  },
  {
    // A venue is driven by the platform's job runner and the wallet; it never imports a job.
    files: ['apps/server/src/venues/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [MODULE_ONLY_THROUGH_SERVICE, { regex: '(^|/)jobs(/|$)', message: 'A venue imports no job: its periodic work is a job named in its manifest.ts, which jobs/registry.ts collects.' }] },
      ],
    },
  },
  {
    // Everything else in the server (admin shell, http, lib, db, core) also enters a module by its service.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      ...SERVER_TESTS,
      'apps/server/src/ledger/**',
      'apps/server/src/modules/**',
      'apps/server/src/platform/**',
      'apps/server/src/jobs/**',
      'apps/server/src/venues/**',
      'apps/server/src/app.ts',
      'apps/server/src/main.ts',
      'apps/server/src/wiring.ts',
      'apps/server/src/registry.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_ONLY_THROUGH_SERVICE] }] },
  },
];

// The one clock (platform/clock.ts; issue 25 item 3): rule code takes `now` from its caller (app.deps.now, a job's
// `at`), elapsed time is performance.now(), and where the machine's wall clock is what is meant (an order number's
// stamp, a log line, a lock file's age) it is systemClock(). Tests set their own times.
const CLOCK_MESSAGE = 'Take `now` from the caller (app.deps.now / a job\'s `at`); performance.now() for elapsed time; systemClock() for the machine\'s wall clock.';
const serverClock = {
  files: ['apps/server/src/**/*.ts'],
  ignores: [...SERVER_TESTS, 'apps/server/src/platform/clock.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CLOCK_MESSAGE },
      { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: CLOCK_MESSAGE },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  ...webImportZones,
  ...adminImportZones,
  ...serverImportZones,
  serverClock,
);
