import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

const WEB_FEATURES = readdirSync(join(import.meta.dirname, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// Every spelling of a path into a feature: the @/ alias, a path through features/, or a relative climb.
const featurePaths = (feature) => [
  `@/features/${feature}`,
  `@/features/${feature}/**`,
  `**/features/${feature}`,
  `**/features/${feature}/**`,
  ...['../', '../../', '../../../', '../../../../'].flatMap((up) => [
    `${up}${feature}`,
    `${up}${feature}/**`,
  ]),
]

// Web features compose in app/; a feature reaching into another couples their internals.
const webFeatureBoundaries = WEB_FEATURES.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: WEB_FEATURES.filter((other) => other !== feature).flatMap(featurePaths),
            message:
              'A feature does not import another feature: move the shared piece to components/ or lib/, or compose in app/.',
          },
        ],
      },
    ],
  },
}))

// Routes speak HTTP and call services, never the database.
const ROUTE_PATTERNS = [
  {
    group: ['**/db/*', '**/db/**', 'drizzle-orm', 'drizzle-orm/*'],
    message: 'Routes reach the database through a service.',
  },
  {
    group: ['./*.repository', '../*/*.repository'],
    message: 'Routes call services, not repositories.',
  },
]

// A feature's public surface is its services (../<y>/<name>.service, one per concern) and ../<y>/<y>.repository.
// `depth` counts folders between the importing file and its feature folder (imports/parser/x.ts is 1), so
// ../ once more than that reaches features/; the backreference lets only <y>'s own repository by.
const featurePatterns = (depth) => [
  {
    regex: `^(?:\\.\\./){${depth + 1}}([a-z][a-z0-9-]*)/(?!(?:[a-z][a-z0-9-]*\\.service|\\1\\.repository)$)`,
    message:
      'Another feature is reached through its services (<name>.service) or <feature>.repository, not its internals.',
  },
  {
    group: ['**/features', '**/features/**'],
    message: 'Reach another feature as ../<feature>/<feature>.service, not through the features folder.',
  },
]
// Depths checked; today's deepest feature files are at 1 (imports/parser, imports/eval).
const FEATURE_DEPTHS = [0, 1, 2, 3]

// Plugins, lib, real time, sessions, database and providers serve every feature, so they depend on none.
const CROSS_CUTTING = ['plugins', 'lib', 'realtime', 'sessions', 'db', 'providers']

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
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Boundaries (docs/decisions/025-feature-boundaries.md). A rule's options replace, never merge, across
  // blocks, so a file matched by two blocks gets the patterns of the later one: each block lists all it needs.
  {
    files: ['server/src/**/*.routes.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ROUTE_PATTERNS }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='db'][object.property.name='ctx']",
          message: 'Routes reach the database through a service.',
        },
      ],
    },
  },
  // Tests are exempt from the feature rule: they may borrow another feature's fixtures (recipe-test-helpers).
  ...FEATURE_DEPTHS.map((depth) => ({
    files: [`server/src/features/*/${'*/'.repeat(depth)}*.ts`],
    ignores: ['**/*.test.ts', '**/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns(depth) }] },
  })),
  {
    files: ['server/src/features/*/*.routes.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...ROUTE_PATTERNS, ...featurePatterns(0)] }] },
  },
  // Services hold the rules and call repositories; queries are built in repositories.
  {
    files: ['server/src/features/*/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...featurePatterns(0),
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              message: 'Services call repositories; queries are built there.',
            },
          ],
        },
      ],
    },
  },
  {
    files: CROSS_CUTTING.map((folder) => `server/src/${folder}/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features', '**/features/**'],
              message: 'Cross-cutting code serves every feature and depends on none.',
            },
          ],
        },
      ],
    },
  },
  ...webFeatureBoundaries,
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '**/features/**', '@/app/**', '**/app/**'],
              message: 'components/ and lib/ serve every feature and depend on none (nor on app/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
)
