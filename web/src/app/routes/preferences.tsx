import { useTranslation } from 'react-i18next'
import type { User } from '@forkcast/contract/users.schemas'
import { FoodPreferencesForm } from '@/features/users/components/food-preferences-form'
import { PageLayout } from '../page-layout'

/** Spec 2.5. */
export const PreferencesPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app')
  return (
    <PageLayout>
      <div className="mb-6">
        <h1 className="text-3xl font-bold">{t('preferences.title')}</h1>
        <p className="mt-1 text-stone-600">{t('preferences.intro')}</p>
      </div>
      <FoodPreferencesForm user={user} />
    </PageLayout>
  )
}
