import { KeyRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { User } from '@forkcast/contract/users.schemas'
import { Button } from '@/components/ui/button'
import { pageCanUsePasskeys } from '@/lib/passkeys'
import { usePasskeySignIn } from '../api/passkey-sign-in'

/** "Sign in with a passkey": one tap, shown where this page can use passkeys; a failure is toasted. */
export const PasskeySignInButton = ({
  onSignedIn,
  isCompact = false,
}: {
  onSignedIn: (user: User) => void
  /** The header's row form: the key alone, named for screen readers. */
  isCompact?: boolean
}) => {
  const { t } = useTranslation('passkeys')
  const signIn = usePasskeySignIn()
  if (!pageCanUsePasskeys()) return null
  const label = signIn.isPending ? t('signIn.pending') : t('signIn.button')
  return (
    <Button
      type="button"
      variant="secondary"
      size={isCompact ? 'md' : 'lg'}
      className={isCompact ? undefined : 'w-full'}
      disabled={signIn.isPending}
      aria-label={isCompact ? label : undefined}
      title={isCompact ? label : undefined}
      onClick={() => signIn.mutate(undefined, { onSuccess: (result) => result && onSignedIn(result.user) })}
    >
      <KeyRound aria-hidden />
      {isCompact ? null : label}
    </Button>
  )
}
