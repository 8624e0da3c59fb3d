import { useTranslation } from 'react-i18next'
import type { User } from '@forkcast/contract/users.schemas'
import { MealPreferencesForm } from '@/features/users/components/meal-preferences-form'
import { PageLayout } from '../page-layout'

/** Recipes spec 2 'Meal preferences page'. */
export const MealPreferencesPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app')
  return (
    <PageLayout>
      <div className="mb-6">
        <h1 className="text-3xl font-bold">{t('mealPreferences.title')}</h1>
        <p className="mt-1 text-stone-600">{t('mealPreferences.intro')}</p>
      </div>
      <MealPreferencesForm user={user} />
    </PageLayout>
  )
}
