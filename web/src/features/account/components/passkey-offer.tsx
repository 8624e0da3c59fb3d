import { useState } from 'react'
import { KeyRound, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { readDeviceValue, writeDeviceValue } from '@/lib/device-storage'
import { pageCanUsePasskeys } from '@/lib/passkeys'
import { usePasskeys } from '../api/passkeys'
import { AddPasskeyForm } from './passkeys-section'

const dismissedIds = (): number[] => {
  try {
    const parsed: unknown = JSON.parse(readDeviceValue('passkeyOfferDismissed') ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : []
  } catch {
    return []
  }
}

/**
 * After signing in with a password, an offer to sign in with one tap next time: shown until the account has a
 * passkey or the person says "Not now" on this device.
 */
export const PasskeyOffer = ({ userId }: { userId: number }) => {
  const { t } = useTranslation('passkeys')
  const [isDismissed, setIsDismissed] = useState(() => dismissedIds().includes(userId))
  const canUse = pageCanUsePasskeys()
  // Asked only where the offer could be shown.
  const passkeys = usePasskeys({ isEnabled: canUse && !isDismissed })
  const [isAdding, setIsAdding] = useState(false)
  if (!canUse || isDismissed || passkeys.data?.length !== 0) return null
  const dismiss = () => {
    writeDeviceValue('passkeyOfferDismissed', JSON.stringify([...dismissedIds(), userId]))
    setIsDismissed(true)
  }
  return (
    <Card className="relative p-5" role="region" aria-labelledby="passkey-offer-title">
      <button
        type="button"
        onClick={dismiss}
        className="absolute right-3 top-3 rounded-lg p-2 text-stone-500 hover:bg-stone-100"
        aria-label={t('offer.notNow')}
      >
        <X className="size-4" aria-hidden />
      </button>
      <div className="flex items-start gap-3 pr-8">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <div className="flex flex-col gap-3">
          <div>
            <h2 id="passkey-offer-title" className="font-semibold">
              {t('offer.title')}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{t('offer.description')}</p>
          </div>
          {isAdding ? (
            <AddPasskeyForm />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => setIsAdding(true)}>
                {t('offer.create')}
              </Button>
              <Button size="sm" variant="ghost" onClick={dismiss}>
                {t('offer.notNow')}
              </Button>
            </div>
          )}
        </div>
      </div>
    </Card>
  )
}
