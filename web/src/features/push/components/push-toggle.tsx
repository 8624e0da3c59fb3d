import { Bell, BellOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { usePushSubscription } from '../api/use-push-subscription'

/** Opt in or out of Web Push on this device, from settings. */
export const PushToggle = () => {
  const { t } = useTranslation('push')
  const { state, isBusy, error, enable, disable } = usePushSubscription()
  const isOn = state === 'on'
  return (
    <section aria-labelledby="push-heading" className="mt-5 border-t border-stone-100 pt-4">
      <h3 id="push-heading" className="text-sm font-semibold text-stone-900">
        {t('toggle.heading')}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t(`toggle.state.${state}`)}</p>
      {error ? (
        <p className="mt-1 text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      {state === 'on' || state === 'off' ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          role="switch"
          aria-checked={isOn}
          disabled={isBusy}
          onClick={() => void (isOn ? disable() : enable())}
        >
          {isOn ? <BellOff aria-hidden /> : <Bell aria-hidden />}
          {isOn ? t('toggle.turnOff') : t('toggle.turnOn')}
        </Button>
      ) : null}
    </section>
  )
}
