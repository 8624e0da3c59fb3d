import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pushEndpoints } from '@forkcast/contract/push.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { describeMutationError } from '@/lib/mutation-errors'

export type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on'

const isPushSupported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window

const toKeyBytes = (base64Url: string) => {
  const base64 = base64Url.replaceAll('-', '+').replaceAll('_', '/')
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}

/** This browser's opt-in to notifications when a member starts tonight's decision. */
export const usePushSubscription = () => {
  const { t } = useTranslation('push')
  const [state, setState] = useState<PushState>(() => (isPushSupported() ? 'checking' : 'unsupported'))
  const [isBusy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!isPushSupported()) return
    let isCurrent = true
    void navigator.serviceWorker.ready
      .then((registration) => registration.pushManager.getSubscription())
      .then((subscription) => {
        if (!isCurrent) return
        if (Notification.permission === 'denied') setState('blocked')
        else setState(subscription ? 'on' : 'off')
      })
      .catch(() => isCurrent && setState('unsupported'))
    return () => {
      isCurrent = false
    }
  }, [])

  const enable = async () => {
    setBusy(true)
    setError(null)
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setState('blocked')
        return
      }
      const { publicKey } = await callEndpoint(pushEndpoints.publicKey)
      const registration = await navigator.serviceWorker.ready
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: toKeyBytes(publicKey),
      })
      // The browser types every field as optional; the server refuses an empty one like any bad value.
      const { endpoint = '', keys } = subscription.toJSON()
      await callEndpoint(pushEndpoints.subscribe, {
        body: { endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
      })
      setState('on')
    } catch (failure) {
      // The server's reason when it refused; otherwise the browser's push service failed.
      setError(describeMutationError(failure, t('errors.turnOnFailed')))
    } finally {
      setBusy(false)
    }
  }

  const disable = async () => {
    setBusy(true)
    setError(null)
    try {
      const registration = await navigator.serviceWorker.ready
      const subscription = await registration.pushManager.getSubscription()
      if (subscription) {
        await callEndpoint(pushEndpoints.unsubscribe, { body: { endpoint: subscription.endpoint } })
        await subscription.unsubscribe()
      }
      setState('off')
    } catch (failure) {
      setError(describeMutationError(failure, t('errors.turnOffFailed')))
    } finally {
      setBusy(false)
    }
  }

  return { state, isBusy, error, enable, disable }
}
