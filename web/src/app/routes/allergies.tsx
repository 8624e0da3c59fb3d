import { useTranslation } from 'react-i18next'
import type { User } from '@forkcast/contract/users.schemas'
import { AllergiesForm } from '@/features/users/components/allergies-form'
import { PageLayout } from '../page-layout'

/** Spec 2.6. */
export const AllergiesPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app')
  return (
    <PageLayout>
      <div className="mb-6">
        <h1 className="text-3xl font-bold">{t('allergies.title')}</h1>
        <p className="mt-1 text-stone-600">{t('allergies.intro')}</p>
      </div>
      <AllergiesForm user={user} />
    </PageLayout>
  )
}
