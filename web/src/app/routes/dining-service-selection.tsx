import { Link, Navigate, useNavigate } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { ServiceOptionList } from '@/features/voting/components/service-option-list'
import type { User } from '@forkcast/contract/users.schemas'
import { paths } from '@/config/paths'
import { readChosenFoodType, storeRestaurantSearchParams } from '@/lib/decision-flow'
import { PageLayout } from '../page-layout'
import { useDecisionGroup } from '../use-decision-group'

/** Dine in, takeout or delivery; the restaurant search reads what is stored here. */
export const DiningServiceSelectionPage = ({ user }: { user: User }) => {
  const navigate = useNavigate()
  const groupId = useDecisionGroup(user).group?.id
  const chosen = readChosenFoodType()
  if (!chosen) return <Navigate to={paths.elimination.getHref('ordering', groupId)} replace />
  return (
    <PageLayout>
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-medium text-brand-700">Tonight: {chosen.label}</p>
        <h1 className="mt-1 text-3xl font-bold">How do you want it?</h1>
        <div className="mt-8 text-left">
          <ServiceOptionList
            onChoose={(option) => {
              storeRestaurantSearchParams({ cuisine: chosen.id, serviceType: option.id })
              navigate(paths.restaurantResults.getHref({ cuisine: chosen.id, groupId }))
            }}
          />
        </div>
        <Link
          to={paths.diningMethodSelection.getHref(groupId)}
          className={`${buttonVariants({ variant: 'link', size: 'sm' })} mt-4`}
        >
          Rather cook at home?
        </Link>
      </div>
    </PageLayout>
  )
}
