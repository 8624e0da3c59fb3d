import { useTranslation } from 'react-i18next'
import type { BetaTester } from '@forkcast/contract/beta.schemas'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { CopyButton } from '@/components/ui/copy-button'
import { Spinner } from '@/components/ui/spinner'
import { formatDate } from '@/lib/format'
import { useBetaTesters } from '../api/beta-testers'

/** Spec 2.11: each tester with added date, access badge, copyable invite code and notes. */
export const BetaTesterList = ({ origin }: { origin: string }) => {
  const { t } = useTranslation('beta')
  const testers = useBetaTesters()
  return (
    <Card className="p-6">
      <h2 className="mb-4 text-lg font-semibold">{t('testerList.heading')}</h2>
      {testers.isPending ? <Spinner label={t('testerList.loading')} /> : null}
      {testers.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-red-800">{t('testerList.loadError')}</p>
          <Button variant="secondary" size="sm" onClick={() => void testers.refetch()}>
            {t('testerList.tryAgain')}
          </Button>
        </div>
      ) : null}
      {testers.data?.length === 0 ? <p className="text-stone-600">{t('testerList.empty')}</p> : null}
      {testers.data && testers.data.length > 0 ? (
        <ul className="flex flex-col divide-y divide-stone-100">
          {testers.data.map((tester) => (
            <BetaTesterRow key={tester.id} tester={tester} origin={origin} />
          ))}
        </ul>
      ) : null}
    </Card>
  )
}

const BetaTesterRow = ({ tester, origin }: { tester: BetaTester; origin: string }) => {
  const { t } = useTranslation('beta')
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-all font-medium">{tester.email}</span>
        <Badge variant={tester.accessLevel === 'full' ? 'premium' : 'brand'}>
          {tester.accessLevel === 'full' ? t('testerList.full') : t('testerList.limited')}
        </Badge>
        {tester.redeemedAt ? <Badge variant="neutral">{t('testerList.joined')}</Badge> : null}
      </div>
      <p className="text-xs text-stone-500">
        {t('testerList.added', { date: formatDate(tester.invitedAt) })}
      </p>
      <div className="flex flex-wrap items-center gap-1">
        <code className="rounded bg-stone-100 px-2 py-1 font-mono text-sm">{tester.inviteCode}</code>
        <CopyButton
          text={tester.inviteCode}
          label={t('testerList.copyCode', { email: tester.email })}
          copiedDescription={t('testerList.codeCopied')}
        />
        <CopyButton
          text={`${origin}/beta/${tester.inviteCode}`}
          label={t('testerList.copyLink', { email: tester.email })}
          copiedDescription={t('testerList.linkCopied')}
        />
      </div>
      {tester.notes ? <p className="text-sm text-stone-700">{tester.notes}</p> : null}
    </li>
  )
}
