import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import boundaries from 'eslint-plugin-boundaries'
import uiText from './scripts/eslint-rules/no-literal-ui-text.js'

// Boundaries (docs/decisions/025-feature-boundaries.md): zones of eslint-plugin-boundaries. Elements are folders
// matched by their full path from the root; a feature's folder name is captured, so a policy can compare the
// importing feature with the imported one. Imports are resolved (the web's @/ alias, @forkcast/contract/*,
// relative paths), so a policy holds however the import is spelled.

// Plugins, lib, real time, sessions, database and providers serve every feature, so they depend on none.
const SERVER_SHARED = ['plugins', 'lib', 'realtime', 'sessions', 'db', 'providers']

const ELEMENTS = [
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web-app', pattern: 'web/src/app' },
  { type: 'web-components', pattern: 'web/src/components' },
  { type: 'web-lib', pattern: 'web/src/lib' },
  { type: 'web-config', pattern: 'web/src/config' },
  { type: 'web-testing', pattern: 'web/src/testing' },
  { type: 'contract', pattern: 'contract/src' },
  { type: 'server-feature', pattern: 'server/src/features/*', capture: ['feature'] },
  { type: 'server-shared', pattern: `server/src/(${SERVER_SHARED.join('|')})`, capture: ['folder'] },
  { type: 'server-testing', pattern: 'server/src/testing' },
].map((element) => ({ ...element, partialMatch: false }))

// File categories cut across elements: a feature's public surface (its services and its named repository), its
// HTTP edge (routes), the table definitions, and tests.
const FILES = [
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
  { category: 'service', pattern: 'server/src/features/*/*.service.ts', capture: ['feature', 'name'] },
  { category: 'repository', pattern: 'server/src/features/*/*.repository.ts', capture: ['feature', 'name'] },
  { category: 'routes', pattern: 'server/src/**/*.routes.ts' },
  { category: 'db-schema', pattern: ['server/src/db/schema.ts', 'server/src/db/schema/**'] },
]

const category = (name) => ({ categories: { anyOf: [name] } })
const otherFeature = (type) => ({ type, captured: { feature: '!{{ from.element.captured.feature }}' } })
const drizzle = { module: { origin: 'external', source: 'drizzle-orm' } }

// The default is "allow": each policy names what is forbidden, so what no policy names stays allowed. Policies
// are read in order and the last one matching a dependency decides it.
const WEB_POLICIES = [
  // Web features compose in app/; a feature reaching into another couples their internals. Tests included.
  {
    from: { element: { type: 'web-feature' } },
    disallow: { to: { element: otherFeature('web-feature') } },
    message:
      'A feature does not import another feature ({{ to.element.captured.feature }}): move the shared piece to components/ or lib/, or compose in app/.',
  },
  {
    from: { element: { type: ['web-components', 'web-lib'] } },
    disallow: { to: { element: { type: ['web-feature', 'web-app'] } } },
    message: 'components/ and lib/ serve every feature and depend on none (nor on app/).',
  },
]

const SERVER_POLICIES = [
  // A feature's public surface is its services (<y>/<name>.service) and <y>/<y>.repository.
  {
    from: { element: { type: 'server-feature' } },
    disallow: { to: { element: otherFeature('server-feature') } },
    message:
      'Another feature is reached through its services (<name>.service) or {{ to.element.captured.feature }}.repository, not its internals.',
  },
  {
    from: { element: { type: 'server-feature' } },
    allow: {
      to: [
        { element: otherFeature('server-feature'), file: category('service') },
        {
          element: otherFeature('server-feature'),
          file: { ...category('repository'), captured: { name: '{{ to.element.captured.feature }}' } },
        },
      ],
    },
  },
  {
    from: { element: { type: 'server-feature' } },
    // `**` never matches `..` segments, so the climb is spelled as an extglob.
    disallow: { dependency: { source: ['+(../)features', '+(../)features/**'] } },
    message: 'Reach another feature as ../<feature>/<feature>.service, not through the features folder.',
  },
  // Routes speak HTTP and call services, never the database. After the feature policies, so a repository they
  // allow is still refused to routes. (`ctx.db` is refused by no-restricted-syntax below.)
  {
    from: { file: category('routes') },
    disallow: { to: [{ element: { type: 'server-shared', captured: { folder: 'db' } } }, drizzle] },
    message: 'Routes reach the database through a service.',
  },
  {
    from: { file: category('routes') },
    disallow: { to: { file: category('repository') } },
    message: 'Routes call services, not repositories.',
  },
  // Services hold the rules and call repositories; queries are built in repositories.
  {
    from: { file: category('service') },
    disallow: { to: [{ file: category('db-schema') }, drizzle] },
    message: 'Services call repositories; queries are built there.',
  },
  {
    from: { element: { type: 'server-shared' } },
    disallow: { to: { element: { type: 'server-feature' } } },
    message:
      'Cross-cutting code ({{ from.element.captured.folder }}/) serves every feature and depends on none.',
  },
  // Tests of features and cross-cutting folders are exempt from the feature and cross-cutting policies: they may
  // borrow another feature's fixtures. Last, so it overrides them.
  {
    from: { element: { type: ['server-feature', 'server-shared'] }, file: category('test') },
    allow: { to: { element: { type: 'server-feature' } } },
  },
]

// checkInternals: a route importing its own feature's repository is a dependency inside one element.
// checkAllOrigins: drizzle-orm is a package. The web has no package policy, so it skips packages.
const dependencies = (policies, checkAllOrigins) => [
  'error',
  { default: 'allow', checkInternals: true, checkAllOrigins, policies },
]

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'ui-text': uiText },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILES,
      // no-restricted-imports saw import and export-from; dynamic import() is an import too.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
      'import/resolver': {
        typescript: {
          project: ['web/tsconfig.json', 'server/tsconfig.json', 'contract/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
  },
  // Each side gets only its own policies: every policy is matched against every import, which is most of the
  // rule's cost.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'boundaries/dependencies': dependencies(WEB_POLICIES, false) },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: { 'boundaries/dependencies': dependencies(SERVER_POLICIES, true) },
  },
  {
    files: ['server/src/**/*.routes.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='db'][object.property.name='ctx']",
          message: 'Routes reach the database through a service.',
        },
      ],
    },
  },
  // The web reaches the API through the contract's endpoint table (callEndpoint, keyOf, urlOf), never by a
  // written path; the landing page's few written keys sit in files a test checks against the contract.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'web/src/testing/**',
      'web/src/lib/user-query-key.ts',
      'web/src/config/paths.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message:
            'Call the API through its endpoint in contract/src/*.endpoints.ts (callEndpoint, keyOf, urlOf).',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message:
            'Call the API through its endpoint in contract/src/*.endpoints.ts (callEndpoint, keyOf, urlOf).',
        },
      ],
    },
  },
  {
    // Every word on screen comes from the catalogs (decision 056): English written into a component is reported.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: { 'ui-text/no-literal-ui-text': 'error' },
  },
  {
    files: ['scripts/**/*.mjs', 'scripts/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
)
