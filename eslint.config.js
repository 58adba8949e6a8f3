// Lint enforces the arrows between rooms (HOUSE-STYLE 2): a wrong import is a CI error.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'crypto', 'http', 'net', 'url'];

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

const rendererRoom = {
  group: ['electron', ...nodeBuiltins, '**/server/**', '**/main/**', '**/preload/**'],
  message: 'The renderer runs in a browser: no Node, Electron or server imports (use src/renderer/platform).',
};

/*
 * Renderer features meet through their index.ts (HOUSE-STYLE 7): a file in features/<a>/ may
 * import features/<b> only as `../<b>` (or `../<b>/index`), never one of its files. Imports are
 * relative, so the number of `../` that leaves the feature depends on how deep the importing
 * file sits: one entry per depth. Tests get the boundary too, but keep their Node imports, as a
 * later entry replaces the rule's options.
 */
const FEATURE_DEPTHS = 5;
const featureBoundary = (depth) => [
  {
    regex: `^(?:\\.\\./){${depth + 1}}(?!\\.\\./)[^/]+/(?!index$)`,
    message:
      "Another feature's files are its own: import its index.ts (`../<feature>`), or move the shared piece to ui/ or lib/.",
  },
  {
    regex: '(?:^|/)features/[^/]+/(?!index$)',
    message: "Another feature's files are its own: import its index.ts (`../<feature>`).",
  },
];
const featureBoundaries = Array.from({ length: FEATURE_DEPTHS }, (_, depth) => {
  const files = [`src/renderer/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`];
  const tests = [`src/renderer/features/*/${'*/'.repeat(depth)}*.test.{ts,tsx}`];
  return [
    {
      files,
      ignores: tests,
      rules: { 'no-restricted-imports': ['error', { patterns: [rendererRoom, ...featureBoundary(depth)] }] },
    },
    { files: tests, rules: { 'no-restricted-imports': ['error', { patterns: featureBoundary(depth) }] } },
  ];
}).flat();

export default tseslint.config(
  {
    ignores: [
      '.scratch*/**',
      'dist/**',
      'out/**',
      'release/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [rendererRoom] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict(
      [
        'electron',
        ...nodeBuiltins,
        'react',
        'react-dom',
        '**/server/**',
        '**/renderer/**',
        '**/main/**',
        '**/preload/**',
      ],
      'src/shared is pure TypeScript used by every room: no platform imports.',
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict(
      ['electron', 'react', 'react-dom', '**/renderer/**', '**/main/**', '**/preload/**'],
      'The server never imports client code.',
    ),
  },
  {
    files: ['src/preload/**/*.ts'],
    rules: restrict(
      ['**/server/**', '**/renderer/**', '**/main/**', ...nodeBuiltins],
      'Preload imports only electron and src/shared.',
    ),
  },
  {
    files: ['src/main/**/*.ts'],
    rules: restrict(
      ['**/server/**', '**/renderer/**', 'react', 'react-dom'],
      'The main process never imports renderer or server code.',
    ),
  },
  {
    // Tests may start real Node servers (HTTP, SMTP) to talk to, even for renderer code.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'src/renderer/**/testing/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-imports': 'off',
    },
  },
  {
    // The server project runs its files in shared workers (vitest isolate: false), where a
    // module mock would leak into the next file.
    files: ['tests/server/**/*.ts', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'Server tests share workers: use the real module (or a port) instead.',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'Server tests share workers: use the real module (or a port) instead.',
        },
      ],
    },
  },
  {
    // Server modules meet through their faces. A file in src/server/modules/<a>/ may
    // import another module only through its `<b>.module.ts`, and never a `create…`/`register…`
    // from it: app.ts alone wires modules. The server room's own arrows are repeated here, as a
    // later entry replaces the rule's options.
    files: ['src/server/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', 'react', 'react-dom', '**/renderer/**', '**/main/**', '**/preload/**'],
              message: 'The server never imports client code.',
            },
            {
              regex: '^\\.\\./(?!\\.\\.)([^/]+)/(?!\\1\\.module$)',
              message:
                "Another module's files are its own: import its `<module>.module.ts` facade (or move what is shared to src/shared).",
            },
            {
              // Only app.ts builds modules and hands their facades around: a module that created
              // another's module or service, or registered its handlers, would wire a second copy.
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              importNamePattern: '^(create|register)[A-Z]',
              message:
                "Modules do not build each other: take the other module's facade as a dependency; app.ts creates each module once.",
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    // Each service is built once, in its module's `<module>.module.ts`, which hands it to its
    // routes through their plugin options; a route file or a service that called a factory
    // would build a second copy. The composition root builds the modules and the infrastructure.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/*.module.ts',
      'src/server/app.ts',
      'src/server/app-context.ts',
      'src/server/main.ts',
      'src/server/**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: String.raw`CallExpression[callee.name=/^create\w*(Service|Sessions)$/]`,
          message:
            'Services are built in their `<module>.module.ts` only: take the service from the plugin options or as a dependency.',
        },
      ],
    },
  },
);
