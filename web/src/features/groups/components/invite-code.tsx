import { useTranslation } from 'react-i18next'
import { CopyButton } from '@/components/ui/copy-button'
import { ShareInviteLinkButton } from './share-invite-link-button'

/** The group's code to type; with `withLink`, also its link, one tap to pass on to the family. */
export const InviteCode = ({ code, withLink = false }: { code: string; withLink?: boolean }) => {
  const { t } = useTranslation('groups')
  return (
    <div className="flex items-center justify-between gap-2 rounded-xl bg-stone-50 py-1 pl-3 pr-1 ring-1 ring-stone-200">
      <span className="text-sm text-stone-600">{t('inviteCode')}</span>
      <span className="flex items-center gap-1">
        <code
          className="font-mono text-base font-bold tracking-widest text-stone-900"
          data-testid="invite-code"
        >
          {code}
        </code>
        <CopyButton text={code} label={t('codeButtons.copy')} copiedDescription={t('codeButtons.copied')} />
        {withLink ? (
          <ShareInviteLinkButton code={code} copiedDescription={t('codeButtons.linkCopiedForFamily')} />
        ) : null}
      </span>
    </div>
  )
}
