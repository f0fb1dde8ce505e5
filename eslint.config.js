import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// docs/design-notes.md "Where things go": imports flow one way, app -> pages -> components ->
// wechat/mocks -> api -> store -> lib -> config, with no cycle (import-x/no-cycle below).
const zone = (target, from, message) => ({ target, from, message })
const boundaries = [
  zone(
    './src/lib',
    [
      './src/app',
      './src/pages',
      './src/components',
      './src/api',
      './src/store',
      './src/wechat',
      './src/mocks',
    ],
    'lib is pure: it imports only lib and config.',
  ),
  zone(
    './src/config',
    [
      './src/app',
      './src/pages',
      './src/components',
      './src/api',
      './src/store',
      './src/wechat',
      './src/lib',
      './src/mocks',
    ],
    'config imports nothing of ours.',
  ),
  zone(
    ['./src/api', './src/store', './src/wechat'],
    ['./src/app', './src/pages', './src/components'],
    'api/store/wechat sit below the UI.',
  ),
  zone(
    './src/components',
    ['./src/app', './src/pages'],
    'components are shared: they do not import pages or app.',
  ),
  zone('./src/pages', ['./src/app', './src/mocks'], 'pages do not import app or the mock.'),
  zone(
    ['./src/api', './src/store', './src/wechat', './src/lib', './src/components'],
    './src/mocks',
    'the mock operator is never imported statically by product code.',
  ),
  ...pageZones(),
]

/**
 * A page's folder (src/pages/<package>/<page>/, pages nested in it included) imports no other
 * page's folder: code two pages share goes to the package's `shared/` or to src/components. Only
 * a package's own `shared/` is open to its pages.
 */
function pageZones() {
  const dirs = (path) =>
    readdirSync(path, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  const folders = dirs('./src/pages').flatMap((pkg) =>
    dirs(`./src/pages/${pkg}`).map((name) => ({ pkg, name, path: `./src/pages/${pkg}/${name}` })),
  )
  return folders
    .filter((f) => f.name !== 'shared')
    .map((page) =>
      zone(
        page.path,
        folders
          .filter((f) => f !== page && !(f.name === 'shared' && f.pkg === page.pkg))
          .map((f) => f.path),
        "a page does not import another page's folder: shared code goes to the package's shared/ or to components.",
      ),
    )
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-mock',
      'dist-mock-*',
      'dist-http',
      'dist-perf',
      'dist-csp*',
      'node_modules',
      'mock-public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      '.perf',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
      // no-cycle reads the imported files: with TypeScript's parser, or it silently sees nothing.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // A cycle (a -> b -> a, also through types) makes the load order decide what is undefined.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Server text is rendered as text.',
        },
      ],
    },
  },
  {
    // Only api/client imports axios, only store/ touches localStorage, only wechat/ touches wx.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/client.ts', 'src/store/**', 'src/wechat/**', 'src/mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Use the one client in src/api/client.ts.' },
            { name: 'weixin-js-sdk', message: 'Use the bridge in src/wechat.' },
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              importNames: ['Link', 'NavLink'],
              message: "Use the app's Link (src/components/link): a tenth of the router's cost.",
            })),
            {
              name: 'antd-mobile',
              message:
                "Import per component ('antd-mobile/es/components/<name>'): the barrel drags every component's CSS in.",
              allowTypeImports: true,
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Go through the store (src/store).' },
        { name: 'sessionStorage', message: 'Go through the store (src/store).' },
      ],
    },
  },
  {
    files: ['src/{api,store,wechat}/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['*.{js,ts,mjs}', 'scripts/**', 'e2e/**', 'tests/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  prettier,
)
