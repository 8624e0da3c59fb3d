import { Laptop } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/lib/toast'
import { useAccountSessions, useEndSession } from '../api/account'

export const DevicesList = () => {
  const { t } = useTranslation('account')
  const sessions = useAccountSessions()
  const endSession = useEndSession()

  if (sessions.isPending) return <Spinner label={t('devices.loading')} />
  if (sessions.isError)
    return (
      <LoadError
        title={t('devices.loadError')}
        isRetrying={sessions.isFetching}
        onRetry={() => void sessions.refetch()}
      />
    )

  return (
    <ul className="flex flex-col divide-y divide-stone-100" aria-label={t('devices.listLabel')}>
      {sessions.data.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="flex items-center gap-3">
            <Laptop aria-hidden className="size-5 text-stone-500" />
            <div>
              <p className="flex items-center gap-2 font-medium">
                {session.device}
                {session.isCurrent ? <Badge>{t('devices.thisDevice')}</Badge> : null}
              </p>
              <p className="text-xs text-stone-500">
                {t('devices.signedIn', {
                  signedIn: formatDateTime(session.createdAt),
                  lastActive: formatDateTime(session.lastSeenAt),
                })}
              </p>
            </div>
          </div>
          {session.isCurrent ? null : (
            <Button
              variant="secondary"
              size="sm"
              disabled={endSession.isPending && endSession.variables === session.id}
              onClick={() =>
                endSession.mutate(session.id, {
                  onSuccess: () =>
                    notify({
                      title: t('devices.signedOutTitle'),
                      description: t('devices.signedOutDescription', {
                        device: session.device,
                      }),
                    }),
                })
              }
            >
              {t('devices.signOut')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}
