import { ChefHat, Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate } from 'react-router'
import { getCuisine } from '@forkcast/contract/cuisines'
import type { User } from '@forkcast/contract/users.schemas'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useCatalogText } from '@/lib/catalog-text'
import { readChosenFoodType } from '@/lib/decision-flow'
import { GroupPickerPage } from '../group-picker'
import { PageLayout } from '../page-layout'
import { useDecisionGroup } from '../use-decision-group'

/** After the group picked a cuisine: cook at home or order out. */
export const DiningMethodSelectionPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app')
  const catalog = useCatalogText()
  const navigate = useNavigate()
  const { group, isNamed } = useDecisionGroup(user)
  // This step is the family's decision: without a group of theirs, ask which one (or just them).
  if (!group) return <GroupPickerPage user={user} isNamed={isNamed} />
  const groupId = group.id
  const chosen = readChosenFoodType()
  if (!chosen) return <Navigate to={paths.elimination.getHref('cuisine', groupId)} replace />
  // Stored in English: the words are looked up again by the cuisine's id.
  const cuisine = catalog.cuisineLabel(getCuisine(chosen.id) ? chosen.id : chosen.label)
  const choices = [
    {
      id: 'cookAtHome',
      icon: ChefHat,
      label: t('diningMethodSelection.cookAtHome.label'),
      text: t('diningMethodSelection.cookAtHome.text'),
      to: paths.ingredientSelection.getHref(groupId),
    },
    {
      id: 'orderOut',
      icon: Store,
      label: t('diningMethodSelection.orderOut.label'),
      text: t('diningMethodSelection.orderOut.text'),
      to: paths.diningServiceSelection.getHref(groupId),
    },
  ]
  return (
    <PageLayout>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-medium text-brand-700">{t('shared.tonight', { cuisine })}</p>
        <h1 className="mt-1 text-3xl font-bold">{t('diningMethodSelection.title')}</h1>
        <div className="mt-8 grid gap-4 sm:grid-cols-2">
          {choices.map((choice) => (
            <button
              key={choice.id}
              type="button"
              onClick={() => navigate(choice.to)}
              className="flex flex-col items-center gap-2 rounded-2xl border border-stone-200 bg-white p-8 shadow-sm transition hover:border-brand-400 hover:shadow-md"
            >
              <choice.icon className="size-10 text-brand-700" aria-hidden />
              <span className="text-xl font-bold">{choice.label}</span>
              <span className="text-sm text-stone-600">{choice.text}</span>
            </button>
          ))}
        </div>
        {/* A family can also vote on the dish or the place itself, like it voted on the cuisine. */}
        <div className="mt-6 flex flex-col items-center justify-center gap-2 sm:flex-row">
          <Link
            to={paths.elimination.getHref('cooking', groupId, { cuisine: chosen.id })}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {t('diningMethodSelection.voteDishes', { cuisine })}
          </Link>
          <Link
            to={paths.diningServiceSelection.getHref(groupId, { forBoard: true, cuisine: chosen.id })}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {t('diningMethodSelection.votePlaces', { cuisine })}
          </Link>
        </div>
      </div>
    </PageLayout>
  )
}
