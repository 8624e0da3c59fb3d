import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { getCuisine } from '@forkcast/contract/cuisines'
import type { User } from '@forkcast/contract/users.schemas'
import { paths } from '@/config/paths'
import { ServiceOptionList } from '@/features/voting/components/service-option-list'
import { useCatalogText } from '@/lib/catalog-text'
import { readChosenFoodType } from '@/lib/decision-flow'
import { GroupPickerPage } from '../group-picker'
import { PageLayout } from '../page-layout'
import { useDecisionGroup } from '../use-decision-group'

export const DiningServicePage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app')
  const catalog = useCatalogText()
  const navigate = useNavigate()
  const { group, isNamed } = useDecisionGroup(user)
  // No group is the user alone (restaurant pages link here so); a group that is not theirs is asked about.
  if (isNamed && !group) return <GroupPickerPage user={user} isNamed />
  const groupId = group?.id
  const chosen = readChosenFoodType()
  if (!chosen) return <Navigate to={paths.elimination.getHref('cuisine', groupId)} replace />
  return (
    <PageLayout>
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-medium text-brand-700">
          {t('shared.tonight', {
            // Stored in English: the words are looked up again by the cuisine's id.
            cuisine: catalog.cuisineLabel(getCuisine(chosen.id) ? chosen.id : chosen.label),
          })}
        </p>
        <h1 className="mt-1 text-3xl font-bold">{t('diningService.title')}</h1>
        <div className="mt-8 text-left">
          <ServiceOptionList
            onChoose={(option) =>
              navigate(paths.restaurants.getHref(chosen.id, option.id, 'family-style', groupId))
            }
          />
        </div>
      </div>
    </PageLayout>
  )
}
