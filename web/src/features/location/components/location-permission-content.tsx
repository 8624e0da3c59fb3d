import { useEffect, useState } from 'react'
import { AlertCircle, CheckCircle2, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { StoredLocation } from '../location'
import { LOCATION_MAX_AGE_MS, requestPosition } from '../geolocation'

const SUCCESS_DELAY_MS = 1500

type DialogState =
  { kind: 'intro' } | { kind: 'requesting' } | { kind: 'success' } | { kind: 'error'; message: string }

interface LocationPermissionContentProps {
  onLocated: (location: StoredLocation) => void
  onFinished: () => void
  onSkipped: () => void
}

/** Spec 4 'Location dialog': intro, requesting, success (then the callback after 1.5 s) or error. */
export const LocationPermissionContent = ({
  onLocated,
  onFinished,
  onSkipped,
}: LocationPermissionContentProps) => {
  const { t } = useTranslation('location')
  const [state, setState] = useState<DialogState>({ kind: 'intro' })

  useEffect(() => {
    if (state.kind !== 'success') return
    const timer = setTimeout(onFinished, SUCCESS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [state.kind, onFinished])

  const request = async () => {
    setState({ kind: 'requesting' })
    try {
      const location = await requestPosition({ maximumAge: LOCATION_MAX_AGE_MS })
      onLocated(location)
      setState({ kind: 'success' })
    } catch (error) {
      setState({
        kind: 'error',
        message: error instanceof Error ? error.message : t('errors.unknown'),
      })
    }
  }

  if (state.kind === 'requesting')
    return <Spinner className="py-6" label={t('permissionDialog.requesting')} />
  if (state.kind === 'success') {
    return (
      <p
        role="status"
        className="flex flex-col items-center gap-2 py-6 text-center font-medium text-green-700"
      >
        <CheckCircle2 className="size-10" aria-hidden /> {t('permissionDialog.success')}
      </p>
    )
  }
  if (state.kind === 'error') {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden /> {state.message}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onSkipped}>
            {t('permissionDialog.continueWithout')}
          </Button>
          <Button onClick={() => void request()}>{t('permissionDialog.tryAgain')}</Button>
        </div>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-start gap-2 text-sm text-stone-700">
        <MapPin className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden />
        {t('permissionDialog.intro')}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onSkipped}>
          {t('permissionDialog.skip')}
        </Button>
        <Button onClick={() => void request()}>
          <MapPin aria-hidden /> {t('permissionDialog.enable')}
        </Button>
      </div>
    </div>
  )
}
