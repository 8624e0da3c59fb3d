import { Bell, BellOff } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { usePushSubscription } from '../api/use-push-subscription'

const DESCRIPTIONS = {
  checking: 'Checking this browser…',
  unsupported: 'This browser cannot show notifications. Installing the app may help.',
  blocked: 'Notifications are blocked for Forkcast in this browser’s settings.',
  off: 'Get a notification on this device when someone starts tonight’s decision.',
  on: 'This device is notified when someone starts tonight’s decision.',
} as const

/** Opt in or out of Web Push on this device, from settings. */
export const PushToggle = () => {
  const { state, isBusy, error, enable, disable } = usePushSubscription()
  const isOn = state === 'on'
  return (
    <section aria-labelledby="push-heading" className="mt-5 border-t border-stone-100 pt-4">
      <h3 id="push-heading" className="text-sm font-semibold text-stone-900">
        Notifications
      </h3>
      <p className="mt-1 text-sm text-stone-600">{DESCRIPTIONS[state]}</p>
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
          {isOn ? 'Turn off notifications' : 'Turn on notifications'}
        </Button>
      ) : null}
    </section>
  )
}
