import type { User } from '@forkcast/contract/users.schemas'
import { MealPreferencesForm } from '@/features/users/components/meal-preferences-form'
import { PageLayout } from '../page-layout'

/** Recipes spec 2 'Meal preferences page'. */
export const MealPreferencesPage = ({ user }: { user: User }) => (
  <PageLayout>
    <div className="mb-6">
      <h1 className="text-3xl font-bold">Meal Preferences</h1>
      <p className="mt-1 text-stone-600">
        How you cook, how long you have, and what is already in the fridge.
      </p>
    </div>
    <MealPreferencesForm user={user} />
  </PageLayout>
)
