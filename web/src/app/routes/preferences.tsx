import type { User } from '@forkcast/contract/users.schemas'
import { FoodPreferencesForm } from '@/features/users/components/food-preferences-form'
import { PageLayout } from '../page-layout'

/** Spec 2.5. */
export const PreferencesPage = ({ user }: { user: User }) => (
  <PageLayout>
    <div className="mb-6">
      <h1 className="text-3xl font-bold">Food Preferences</h1>
      <p className="mt-1 text-stone-600">
        Choose the cuisines and food types you never want to see, and, if you like, those you enjoy.
      </p>
    </div>
    <FoodPreferencesForm user={user} />
  </PageLayout>
)
