import { Laptop } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { notify } from '@/lib/toast'
import { useAccountSessions, useEndSession } from '../api/account'

const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

export const DevicesList = () => {
  const sessions = useAccountSessions()
  const endSession = useEndSession()

  if (sessions.isPending) return <Spinner label="Loading your devices" />
  if (sessions.isError)
    return (
      <LoadError
        title="We could not load your devices"
        isRetrying={sessions.isFetching}
        onRetry={() => void sessions.refetch()}
      />
    )

  return (
    <ul className="flex flex-col divide-y divide-stone-100" aria-label="Signed-in devices">
      {sessions.data.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="flex items-center gap-3">
            <Laptop aria-hidden className="size-5 text-stone-500" />
            <div>
              <p className="flex items-center gap-2 font-medium">
                {session.device}
                {session.isCurrent ? <Badge>This device</Badge> : null}
              </p>
              <p className="text-xs text-stone-500">
                Signed in {formatWhen(session.createdAt)} · last active {formatWhen(session.lastSeenAt)}
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
                    notify({ title: 'Signed out', description: `${session.device} was signed out.` }),
                })
              }
            >
              Sign out
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}
