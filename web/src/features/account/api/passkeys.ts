import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { passkeyEndpoints } from '@forkcast/contract/passkeys.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'

const passkeysKey = keyOf(passkeyEndpoints.list)

export const usePasskeys = ({ isEnabled = true }: { isEnabled?: boolean } = {}) =>
  useQuery({ ...endpointQuery(passkeyEndpoints.list), select: (data) => data.passkeys, enabled: isEnabled })

const DEVICES: ReadonlyArray<readonly [RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux'],
]

/** A short guess of this device for a new passkey's name: "Android", "iPhone", "Mac", "Windows". */
export const thisDeviceName = (userAgent = navigator.userAgent) =>
  DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1]

/**
 * Adds a passkey: the server's options, the browser's prompt (SimpleWebAuthn, loaded on use), then the answer
 * kept under the name the person gave. A dismissed prompt ends quietly.
 */
export const useAddPasskey = () => {
  const { t } = useTranslation('passkeys')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (name: string) => {
      const [{ startRegistration }, started] = await Promise.all([
        import('@simplewebauthn/browser'),
        callEndpoint(passkeyEndpoints.startRegistration),
      ])
      const response = await startRegistration({ optionsJSON: started.options })
      return callEndpoint(passkeyEndpoints.register, {
        body: { challengeId: started.challengeId, name, response },
      })
    },
    // Prompt outcomes are said beside the form; the server's refusals too (a name, an expired request).
    meta: { errorTitle: t('add.failed'), errorShownInline: 'all' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  })
}

export const useRemovePasskey = () => {
  const { t } = useTranslation('passkeys')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (passkeyId: string) => callEndpoint(passkeyEndpoints.remove, { params: { passkeyId } }),
    meta: { errorTitle: t('remove.failed') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  })
}
