import { useState } from 'react'
import { KeyRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ApiToken } from '@forkcast/contract/api-tokens.schemas'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useCatalogText } from '@/lib/catalog-text'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/toast'
import { useRevokeApiToken } from '../api/api-tokens'

/** One token: what it is called and may do, when it was made and last used, and a way to revoke it. */
export const ApiTokenRow = ({ token, onRevoked }: { token: ApiToken; onRevoked: (id: number) => void }) => {
  const { t } = useTranslation('api-tokens')
  const words = useCatalogText()
  const [isConfirming, setConfirming] = useState(false)
  const revoke = useRevokeApiToken()

  const confirmRevoke = () =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        setConfirming(false)
        onRevoked(token.id)
        notify({ title: t('row.revoked'), description: t('row.revokedDescription', { name: token.name }) })
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
              {words.apiTokenScope(token.scope)}
            </Badge>
          </p>
          <p className="text-xs text-stone-500">
            <span className="font-mono">{token.prefix}…</span> ·{' '}
            {t('row.created', { date: formatDate(token.createdAt) })} ·{' '}
            {token.lastUsedAt
              ? t('row.lastUsed', { date: formatDate(token.lastUsedAt) })
              : t('row.neverUsed')}
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('row.revokeLabel', { name: token.name })}
        onClick={() => setConfirming(true)}
      >
        {t('row.revoke')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t('row.confirmTitle', { name: token.name })}
        description={t('row.confirmDescription')}
        confirmLabel={t('row.confirmRevoke')}
        pendingLabel={t('row.revoking')}
        isPending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </li>
  )
}
