import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { passkeyEndpoints } from '@forkcast/contract/passkeys.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { isPasskeyPromptDismissed } from '@/lib/passkeys'

/**
 * One tap: the browser offers the passkeys it holds for this site and signs the server's challenge with the
 * chosen one; no email typed. SimpleWebAuthn loads on use, so the landing page does not carry it.
 */
export const usePasskeySignIn = () => {
  const { t } = useTranslation('passkeys')
  return useMutation({
    mutationFn: async () => {
      const [{ startAuthentication }, started] = await Promise.all([
        import('@simplewebauthn/browser'),
        callEndpoint(passkeyEndpoints.startSignIn),
      ])
      // A dismissed prompt is the person changing their mind: no sign-in, and nothing to report.
      const response = await startAuthentication({ optionsJSON: started.options }).catch((error: unknown) => {
        if (isPasskeyPromptDismissed(error)) return null
        throw error
      })
      if (!response) return null
      return callEndpoint(passkeyEndpoints.signIn, { body: { challengeId: started.challengeId, response } })
    },
    meta: { errorTitle: t('signIn.failed') },
  })
}
