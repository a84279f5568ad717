import { builtinModules } from 'node:module';
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { tsImport } from 'tsx/esm/api';

// The page paths come from their one table. This file is plain JavaScript, so tsx (already the
// project's way to run TypeScript in Node) loads the table; no copy of the paths lives here.
/** @type {{ staticPaths: string[] }} */
const { staticPaths } = await tsImport('./shared/site-paths.ts', import.meta.url);

const allCode = '**/*.{ts,tsx,js,mjs,cjs}';
const serverModules = ['**/*.server.ts', '**/*.server.tsx'];
/** Code that runs in the browser: the client entry and what it shares with the server (its *.server modules aside). */
const browserCode = ['client/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'];

// react-router runs only on the server: its static handler decides a page, and the browser renders
// the page again from the data block without it. Tests import it to check the route table.
const reactRouterOnServer = {
  name: 'react-router',
  message: 'react-router is server code: import it only from a *.server.ts(x) module (the browser renders from the page data block).',
};

// Browser code must not reach server code or Node's built-ins, or the browser bundle breaks or grows.
const noServerCodeMessage = 'Browser code (client/ and shared/) must not import server code or Node built-ins.';
// The server folder, a *.server module anywhere, and Node's built-ins (node:fs, or fs: see nodeBuiltins).
// A type-only import is erased before bundling (a page reads its loader's type from its page.server.ts), so it is allowed.
const noServerCodePatterns = [
  { group: ['**/server', '**/server/**', '*.server', '**/*.server', '*.server.*', '**/*.server.*', 'node:*'], message: noServerCodeMessage, allowTypeImports: true },
];
const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_')).map((name) => ({ name, message: noServerCodeMessage }));
// import() too: no-restricted-imports sees only static imports.
const noServerDynamicImport = {
  selector: 'ImportExpression > Literal[value=/(^|[\\x2F.])server([\\x2F.]|$)|^node:/]',
  message: noServerCodeMessage,
};

// A page path is spelt once, in the route table (shared/route-table.ts); everything else reads `paths`, `servicePaths` or the
// other lists shared/site-paths.ts derives from it.
// The regexes match a literal that is exactly a page path, or that quotes one ('<a href="/blog">'), as
// the test this replaces did. esquery regexes cannot contain '/', so it is written \x2F.
const pathAlternatives = staticPaths
  .filter((p) => p !== '/')
  .map((p) => p.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&').replaceAll('/', '\\x2F'))
  .join('|');
const pagePathMessage = 'Spell page paths only in shared/route-table.ts: read them from `paths`, `servicePaths` or the other lists of shared/site-paths.ts.';
const noPagePathLiterals = [
  { selector: `Literal[raw=/['"\`](${pathAlternatives})['"\`]/]`, message: pagePathMessage },
  { selector: `TemplateLiteral[quasis.length=1] > TemplateElement[value.raw=/^(${pathAlternatives})$/]`, message: pagePathMessage },
  { selector: `TemplateElement[value.raw=/['"\`](${pathAlternatives})['"\`]/]`, message: pagePathMessage },
];
const pagePathCode = ['client/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'];
// The one file that spells them.
const pagePathExempt = ['shared/route-table.ts'];

export default defineConfig(
  globalIgnores(['dist/', 'node_modules/', '.cache/', 'coverage/', 'test-results/', 'public/', 'data/', 'shared/content/generated/']),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,

  { files: ['server/**', 'scripts/**', 'tests/**', '*.{js,mjs,cjs,ts}'], languageOptions: { globals: globals.node } },
  { files: ['client/**', 'shared/**'], languageOptions: { globals: globals.browser } },
  { files: ['tests/**'], languageOptions: { globals: { ...globals.jest, ...globals.browser } } },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // require() is how CommonJS imports.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  {
    rules: {
      // Numbers in messages, URLs and CSS are the common case; other non-strings stay errors.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowAny: false, allowBoolean: false, allowNullish: false, allowRegExp: false, allowNever: false, allowNumber: true }],
      // Types that call document.body or JSON.stringify's result never missing make it ask to delete guards that do run.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // Every empty function here is a deliberate no-op (a stub, a callback that ignores an error).
      '@typescript-eslint/no-empty-function': 'off',
      // An async function with no await implements a Promise-returning interface, and turns a throw into a rejection.
      '@typescript-eslint/require-await': 'off',
      // `() => doSomething()` and `return next(error)` are the house style; the rule only asks for braces.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // `Array<{ ... }>` reads better than `{ ... }[]` for object and tuple types; `string[]` stays for simple ones.
      '@typescript-eslint/array-type': ['error', { default: 'array-simple' }],
      // Names starting with _ are placeholders a signature needs (Express's four-argument error handler).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      // Passing on a value typed unknown (a migration's error, a render's shell error) is not making a non-Error.
      // A loader throws react-router's redirect(), a web platform Response, which the static handler reads as the answer.
      '@typescript-eslint/only-throw-error': ['error', { allowThrowingUnknown: true, allowThrowingAny: false, allow: [{ from: 'lib', name: 'Response' }] }],
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true, allowThrowingAny: false }],
      // Express declares req and res as interfaces over Node's classes, so it reports every handing of them to Node-typed middleware.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      // A disclosure menu (<details>) handles its summary's and links' keys, and the event carousel's region its arrow keys.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'],
          alert: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
          body: ['onError', 'onLoad'],
          dialog: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
          iframe: ['onError', 'onLoad'],
          img: ['onError', 'onLoad'],
          details: ['onKeyDown'],
          section: ['onKeyDown'],
        },
      ],
      // A labelled <section> (a region) may take focus: the event carousel's, so its arrow keys work (axe asks the same of scrolling regions).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['section'], roles: ['tabpanel'], allowExpressionValues: true }],
    },
  },

  {
    files: ['tests/**', 'scripts/**'],
    rules: {
      // A wrong assertion in a test or tool fails that run at once, which is what a guard would do.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // supertest and jest mocks give response bodies and mock calls the type any; the expect() checks their shape.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // expect(object.method) hands jest a mock to inspect; it is never called unbound.
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  // Architecture. One rule setting per file wins, so each group of files gets every restriction that applies to it.
  {
    files: [allCode],
    ignores: [...serverModules, 'tests/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [reactRouterOnServer] }] },
  },
  {
    files: browserCode,
    ignores: serverModules,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [reactRouterOnServer, ...nodeBuiltins], patterns: noServerCodePatterns }],
    },
  },
  { files: pagePathCode, ignores: pagePathExempt, rules: { 'no-restricted-syntax': ['error', ...noPagePathLiterals] } },
  {
    files: browserCode,
    ignores: [...serverModules, ...pagePathExempt],
    rules: { 'no-restricted-syntax': ['error', noServerDynamicImport, ...noPagePathLiterals] },
  },
  {
    files: pagePathExempt.filter((file) => file.startsWith('shared/') || file.startsWith('client/')),
    rules: { 'no-restricted-syntax': ['error', noServerDynamicImport] },
  },

  // The few JavaScript files are outside tsconfig.json's program (after every rule setting, so none turns a type-aware rule back on).
  { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },

  prettier,
);
