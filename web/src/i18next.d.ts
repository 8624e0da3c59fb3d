// The English catalogs are the keys' source of truth: t('a.missing.key') does not type-check.

import type common from '@locales/en/common.json'
import type app from '@locales/en/app.json'
import type account from '@locales/en/account.json'
import type apiTokens from '@locales/en/api-tokens.json'
import type auth from '@locales/en/auth.json'
import type backup from '@locales/en/backup.json'
import type beta from '@locales/en/beta.json'
import type calendarFeed from '@locales/en/calendar-feed.json'
import type discovery from '@locales/en/discovery.json'
import type favorites from '@locales/en/favorites.json'
import type groups from '@locales/en/groups.json'
import type imports from '@locales/en/imports.json'
import type landing from '@locales/en/landing.json'
import type language from '@locales/en/language.json'
import type location from '@locales/en/location.json'
import type passkeys from '@locales/en/passkeys.json'
import type planning from '@locales/en/planning.json'
import type push from '@locales/en/push.json'
import type pwa from '@locales/en/pwa.json'
import type recipes from '@locales/en/recipes.json'
import type restaurants from '@locales/en/restaurants.json'
import type shell from '@locales/en/shell.json'
import type subscriptions from '@locales/en/subscriptions.json'
import type theme from '@locales/en/theme.json'
import type tours from '@locales/en/tours.json'
import type users from '@locales/en/users.json'
import type voting from '@locales/en/voting.json'
import type webhooks from '@locales/en/webhooks.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      app: typeof app
      account: typeof account
      'api-tokens': typeof apiTokens
      auth: typeof auth
      backup: typeof backup
      beta: typeof beta
      'calendar-feed': typeof calendarFeed
      // Keys built from the contract's ids (cuisine.<id>.name); catalogs.test.ts checks each id has its words.
      catalog: Record<string, string>
      discovery: typeof discovery
      favorites: typeof favorites
      groups: typeof groups
      imports: typeof imports
      landing: typeof landing
      language: typeof language
      location: typeof location
      passkeys: typeof passkeys
      planning: typeof planning
      push: typeof push
      pwa: typeof pwa
      recipes: typeof recipes
      restaurants: typeof restaurants
      shell: typeof shell
      subscriptions: typeof subscriptions
      theme: typeof theme
      tours: typeof tours
      users: typeof users
      voting: typeof voting
      webhooks: typeof webhooks
    }
  }
}
