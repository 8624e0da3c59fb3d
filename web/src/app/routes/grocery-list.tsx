import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useGroceryList } from '@/features/planning/api/grocery-lists'
import { GroceryListView } from '@/features/planning/components/grocery-list-view'
import { isUpgradeError, UpgradePrompt } from '@/components/upgrade-prompt'
import { ApiError } from '@/lib/api-client'
import { PageLayout } from '../page-layout'

const parseListId = (value: string | undefined) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}

/** A family's shared grocery list: checkboxes by aisle, live for every member, copy and print. */
export const GroceryListPage = () => {
  const listId = parseListId(useParams().listId)
  return (
    <PageLayout>{listId === null ? <ListNotFound /> : <GroceryListContent listId={listId} />}</PageLayout>
  )
}

const GroceryListContent = ({ listId }: { listId: number }) => {
  const { t } = useTranslation('app')
  const list = useGroceryList(listId)
  if (list.isPending) return <Spinner label={t('groceryList.loading')} />
  if (list.error instanceof ApiError && list.error.status === 404) return <ListNotFound />
  // Lists are open to the group on every plan; should the server still refuse, its one sentence names the plans.
  if (isUpgradeError(list.error)) return <UpgradePrompt error={list.error} />
  if (list.isError)
    return (
      <LoadError
        title={t('groceryList.loadFailed')}
        isRetrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    )
  return <GroceryListView list={list.data} />
}

const ListNotFound = () => {
  const { t } = useTranslation('app')
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center" role="alert">
      <h1 className="text-xl font-semibold">{t('groceryList.notFoundTitle')}</h1>
      <p className="text-stone-600">{t('groceryList.notFoundText')}</p>
      <Link to={paths.smartPlanner.getHref()} className={buttonVariants()}>
        {t('groceryList.backToPlanner')}
      </Link>
    </div>
  )
}
