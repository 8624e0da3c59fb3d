import type { ReactNode } from 'react'
import { ShoppingCart, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useRemoveFromShoppingList, useShoppingList } from '@/features/planning/api/shopping-list'
import { GroceryListView } from '@/features/planning/components/grocery-list-view'
import { readGroupIdParam } from '@/lib/decision-group'
import { PageLayout } from '../page-layout'

/** The family's one shopping list, on every plan: recipes added from any recipe page, ticked live by all. */
export const ShoppingListPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app', { keyPrefix: 'shoppingList' })
  const [searchParams, setSearchParams] = useSearchParams()
  const asked = readGroupIdParam(searchParams)
  const group = user.familyGroups.find((candidate) => candidate.id === asked) ?? user.familyGroups[0]
  return (
    <PageLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        {user.familyGroups.length > 1 && group ? (
          <label className="flex max-w-xs flex-col gap-1 text-sm font-medium print:hidden">
            {t('family')}
            <select
              value={group.id}
              onChange={(event) =>
                setSearchParams({ groupId: event.target.value }, { replace: true, preventScrollReset: true })
              }
              className="h-10 rounded-md border border-stone-300 bg-white px-3 text-base"
            >
              {user.familyGroups.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {group ? (
          <ShoppingListContent groupId={group.id} groupName={group.name} />
        ) : (
          <EmptyState
            title={t('noGroupTitle')}
            text={t('noGroupText')}
            action={
              <Link to={paths.family.getHref()} className={buttonVariants()}>
                {t('goToFamily')}
              </Link>
            }
          />
        )}
      </div>
    </PageLayout>
  )
}

const ShoppingListContent = ({ groupId, groupName }: { groupId: number; groupName: string }) => {
  const { t } = useTranslation('app', { keyPrefix: 'shoppingList' })
  const shopping = useShoppingList(groupId)
  const remove = useRemoveFromShoppingList(groupId)
  if (shopping.isPending) return <Spinner className="py-16" label={t('loading')} />
  if (shopping.isError)
    return (
      <LoadError
        title={t('loadFailed')}
        isRetrying={shopping.isFetching}
        onRetry={() => void shopping.refetch()}
      />
    )
  const { list, recipes } = shopping.data
  if (!list)
    return (
      <EmptyState
        title={t('emptyTitle', { group: groupName })}
        text={t('emptyText')}
        action={
          <Link to={paths.recipes.getHref()} className={buttonVariants()}>
            {t('browse')}
          </Link>
        }
      />
    )
  return (
    <div className="flex flex-col gap-6">
      <GroceryListView list={list} />
      {recipes.length > 0 ? (
        <section aria-labelledby="shopping-recipes-heading" className="flex flex-col gap-2 print:hidden">
          <h2 id="shopping-recipes-heading" className="text-lg font-semibold">
            {t('forTheseRecipes')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {recipes.map((recipe) => (
              <li
                key={recipe.recipeId}
                className="flex items-center gap-1 rounded-2xl bg-white py-1 pr-1 pl-3 text-sm ring-1 ring-stone-200"
              >
                {/* One run of text, so on a phone it wraps as a sentence, not as two narrow columns. */}
                <span className="min-w-0">
                  <Link to={paths.recipe.getHref(recipe.recipeId)} className="hover:underline">
                    {recipe.title}
                  </Link>
                  <span className="text-stone-500">
                    {' '}
                    · {t('servings', { count: recipe.servings })}
                    {recipe.addedBy ? ` · ${t('addedBy', { name: recipe.addedBy })}` : ''}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={t('remove', { title: recipe.title })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(recipe.recipeId)}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

const EmptyState = ({ title, text, action }: { title: string; text: string; action: ReactNode }) => (
  <Card className="flex flex-col items-center gap-3 p-8 text-center">
    <ShoppingCart aria-hidden className="size-10 text-brand-600" />
    <h1 className="text-xl font-semibold">{title}</h1>
    <p className="max-w-md text-sm text-stone-600">{text}</p>
    {action}
  </Card>
)
