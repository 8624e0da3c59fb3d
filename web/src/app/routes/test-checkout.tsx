import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useTestCheckout } from '@/features/subscriptions/api/test-checkout'
import { TestCheckoutCard } from '@/features/subscriptions/components/test-checkout-card'
import { getErrorMessage } from '@/lib/api-client'
import { readReturnTo } from '@/lib/return-to'
import { PageLayout } from '../page-layout'

/** /billing/test-checkout/{id}: the key-free checkout (no card is charged). */
export const TestCheckoutPage = () => {
  const { t } = useTranslation('app', { keyPrefix: 'testCheckout' })
  const id = useParams().id ?? ''
  const [searchParams] = useSearchParams()
  const returnTo = readReturnTo(searchParams)
  const checkout = useTestCheckout(id)
  return (
    <PageLayout>
      {checkout.data ? (
        <TestCheckoutCard checkout={checkout.data} returnTo={returnTo} />
      ) : checkout.isError ? (
        <Card role="alert" className="mx-auto flex max-w-md flex-col gap-4 p-6">
          <h1 className="text-xl font-semibold">{t('notFound')}</h1>
          <p className="text-stone-700">
            {getErrorMessage(checkout.error, t('openFailed'))} {t('startAgain')}
          </p>
          <Link
            to={paths.subscription.getHref(returnTo ?? undefined)}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {t('back')}
          </Link>
        </Card>
      ) : (
        <Spinner className="py-16" label={t('opening')} />
      )}
    </PageLayout>
  )
}
