import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { getCuisine } from '@forkcast/contract/cuisines'
import { buttonVariants } from '@/components/ui/button'
import { ServiceOptionList } from '@/features/voting/components/service-option-list'
import type { User } from '@forkcast/contract/users.schemas'
import { BOARD_PARAM, CUISINE_PARAM, paths } from '@/config/paths'
import { useCatalogText } from '@/lib/catalog-text'
import { readChosenFoodType, storeRestaurantSearchParams } from '@/lib/decision-flow'
import { GroupPickerPage } from '../group-picker'
import { PageLayout } from '../page-layout'
import { useDecisionGroup } from '../use-decision-group'

/**
 * Dine in, takeout or delivery. Then the restaurant search (which reads what is stored here), or with
 * ?vote=places an ordering board for the group, of ?cuisine= or of every cuisine.
 */
export const DiningServiceSelectionPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app')
  const catalog = useCatalogText()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const isForBoard = searchParams.has(BOARD_PARAM)
  const boardCuisine = getCuisine(searchParams.get(CUISINE_PARAM) ?? '')
  const { group, isNamed } = useDecisionGroup(user)
  // This step is the family's decision: without a group of theirs, ask which one (or just them).
  if (!group) return <GroupPickerPage user={user} isNamed={isNamed} />
  const groupId = group.id
  const chosen = isForBoard ? boardCuisine : readChosenFoodType()
  if (!chosen && !isForBoard) return <Navigate to={paths.elimination.getHref('ordering', groupId)} replace />
  return (
    <PageLayout>
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-medium text-brand-700">
          {chosen
            ? t('shared.tonight', {
                // A stored choice is in English: the words are looked up again by the cuisine's id.
                cuisine: catalog.cuisineLabel(getCuisine(chosen.id) ? chosen.id : chosen.label),
              })
            : t('diningServiceSelection.tonightAny')}
        </p>
        <h1 className="mt-1 text-3xl font-bold">{t('diningServiceSelection.title')}</h1>
        {isForBoard ? <p className="mt-2 text-stone-600">{t('diningServiceSelection.boardIntro')}</p> : null}
        <div className="mt-8 text-left">
          <ServiceOptionList
            onChoose={(option) => {
              if (isForBoard) {
                navigate(
                  paths.eliminationService.getHref('ordering', option.id, groupId, { cuisine: chosen?.id }),
                )
                return
              }
              if (!chosen) return
              storeRestaurantSearchParams({ cuisine: chosen.id, serviceType: option.id })
              navigate(paths.restaurantResults.getHref({ cuisine: chosen.id, groupId }))
            }}
          />
        </div>
        {isForBoard ? (
          <Link
            to={paths.elimination.getHref('cooking', groupId, { cuisine: chosen?.id })}
            className={`${buttonVariants({ variant: 'link', size: 'sm' })} mt-4`}
          >
            {t('diningServiceSelection.ratherCook')}
          </Link>
        ) : (
          <Link
            to={paths.diningMethodSelection.getHref(groupId)}
            className={`${buttonVariants({ variant: 'link', size: 'sm' })} mt-4`}
          >
            {t('diningServiceSelection.ratherCook')}
          </Link>
        )}
      </div>
    </PageLayout>
  )
}
