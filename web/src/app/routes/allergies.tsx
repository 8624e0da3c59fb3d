import type { User } from '@forkcast/contract/users.schemas'
import { AllergiesForm } from '@/features/users/components/allergies-form'
import { PageLayout } from '../page-layout'

/** Spec 2.6. */
export const AllergiesPage = ({ user }: { user: User }) => (
  <PageLayout>
    <div className="mb-6">
      <h1 className="text-3xl font-bold">Allergies &amp; Sensitivities</h1>
      <p className="mt-1 text-stone-600">
        Keep everyone safe: allergies are never suggested, sensitivities are avoided when possible.
      </p>
    </div>
    <AllergiesForm user={user} />
  </PageLayout>
)
