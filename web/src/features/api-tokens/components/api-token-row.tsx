import { useState } from 'react'
import { KeyRound } from 'lucide-react'
import { API_TOKEN_SCOPE_LABELS, type ApiToken } from '@forkcast/contract/api-tokens.schemas'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/lib/toast'
import { useRevokeApiToken } from '../api/api-tokens'

const formatDay = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso))

/** One token: what it is called and may do, when it was made and last used, and a way to revoke it. */
export const ApiTokenRow = ({ token, onRevoked }: { token: ApiToken; onRevoked: (id: number) => void }) => {
  const [isConfirming, setConfirming] = useState(false)
  const revoke = useRevokeApiToken()

  const confirmRevoke = () =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        setConfirming(false)
        onRevoked(token.id)
        notify({ title: 'Token revoked', description: `“${token.name}” no longer works.` })
      },
    })

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound aria-hidden className="mt-0.5 size-5 shrink-0 text-stone-500" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-words">{token.name}</span>
            <Badge variant={token.scope === 'read' ? 'neutral' : 'brand'}>
              {API_TOKEN_SCOPE_LABELS[token.scope]}
            </Badge>
          </p>
          <p className="text-xs text-stone-500">
            <span className="font-mono">{token.prefix}…</span> · Created {formatDay(token.createdAt)} ·{' '}
            {token.lastUsedAt ? `Last used ${formatDay(token.lastUsedAt)}` : 'Never used'}
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Revoke ${token.name}`}
        onClick={() => setConfirming(true)}
      >
        Revoke
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={`Revoke “${token.name}”?`}
        description="Anything using this token stops working at once. This cannot be undone."
        confirmLabel="Revoke token"
        pendingLabel="Revoking..."
        isPending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </li>
  )
}
