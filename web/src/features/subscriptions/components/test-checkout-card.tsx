import { FlaskConical } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import type { TestCheckout } from '@forkcast/contract/subscriptions.schemas'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useFinishTestCheckout } from '../api/test-checkout'
import { formatPrice } from '../utils/format-plan'
import { TierIcon } from './tier-icon'

/** The in-app stand-in for a payment page: Pay fulfils the plan the way a real payment would. */
export const TestCheckoutCard = ({
  checkout,
  returnTo = null,
}: {
  checkout: TestCheckout
  /** The page a limit or gate stopped the person on, carried back like Stripe's success URL does. */
  returnTo?: string | null
}) => {
  const { t } = useTranslation('subscriptions')
  const navigate = useNavigate()
  const finish = useFinishTestCheckout(checkout.id)
  const act = (action: 'pay' | 'cancel') =>
    finish.mutate(action, {
      onSuccess: () =>
        void navigate(paths.subscriptionReturn.getHref(action === 'pay' ? 'success' : 'cancelled', returnTo)),
    })

  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-5 p-6 sm:p-8">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('testCheckout.heading')}</h1>
        <Badge variant="premium">
          <FlaskConical aria-hidden className="size-3.5" /> {t('testCheckout.testMode')}
        </Badge>
      </div>
      <p className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">
        {t('testCheckout.note')}
      </p>
      <div className="flex items-center justify-between rounded-xl border border-stone-200 p-4">
        <span className="flex items-center gap-2 text-lg font-semibold">
          <TierIcon tier={checkout.tier} /> {checkout.tierName}
        </span>
        <span className="font-bold">{formatPrice(checkout.price)}</span>
      </div>
      {checkout.status === 'open' ? (
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button className="flex-1" disabled={finish.isPending} onClick={() => act('pay')}>
            {finish.isPending && finish.variables === 'pay'
              ? t('processing')
              : t('testCheckout.pay', { price: formatPrice(checkout.price) })}
          </Button>
          <Button
            variant="secondary"
            className="flex-1"
            disabled={finish.isPending}
            onClick={() => act('cancel')}
          >
            {t('testCheckout.cancel')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p role="status" className="text-stone-700">
            {checkout.status === 'paid' ? t('testCheckout.paid') : t('testCheckout.cancelled')}
          </p>
          <Link
            to={paths.subscription.getHref(returnTo ?? undefined)}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {t('testCheckout.backToPlan')}
          </Link>
        </div>
      )}
    </Card>
  )
}
