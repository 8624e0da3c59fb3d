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
  // Boundaries: routes speak HTTP and call services, never the database; plugins serve every feature, so they
  // depend on none.
  {
    files: ['server/src/**/*.routes.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/*', '**/db/**', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes reach the database through a service.',
            },
            {
              group: ['./*.repository', '../*/*.repository'],
              message: 'Routes call services, not repositories.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='db'][object.property.name='ctx']",
          message: 'Routes reach the database through a service.',
        },
      ],
    },
  },
  {
    files: ['server/src/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**'], message: 'Plugins serve every feature and depend on none.' },
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
