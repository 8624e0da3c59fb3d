import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type ChangeEmail, type ChangePassword } from '@forkcast/contract/account.schemas'
import { accountEndpoints } from '@forkcast/contract/account.endpoints'
import { callEndpoint, keyOf, urlOf } from '@/lib/api-client'
import { endpointQuery } from '@/lib/endpoint-query'

const sessionsKey = keyOf(accountEndpoints.listSessions)

export const ACCOUNT_EXPORT_URL = urlOf(accountEndpoints.export, {})

export const useChangePassword = () => {
  const { t } = useTranslation('account')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ChangePassword) => callEndpoint(accountEndpoints.changePassword, { body }),
    meta: { errorTitle: t('changePassword.notChanged'), errorShownInline: 'fields' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}

export const useChangeEmail = () => {
  const { t } = useTranslation('account')
  return useMutation({
    mutationFn: (body: ChangeEmail) => callEndpoint(accountEndpoints.changeEmail, { body }),
    meta: { errorTitle: t('changeEmail.notChanged'), errorShownInline: 'fields' },
  })
}

export const useAccountSessions = () =>
  useQuery({
    ...endpointQuery(accountEndpoints.listSessions),
    select: (data) => data.sessions,
  })

export const useEndSession = () => {
  const { t } = useTranslation('account')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callEndpoint(accountEndpoints.endSession, { params: { id } }),
    meta: { errorTitle: t('devices.notSignedOut') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}

export const useDeleteAccount = () => {
  const { t } = useTranslation('account')
  return useMutation({
    mutationFn: (password: string) => callEndpoint(accountEndpoints.remove, { body: { password } }),
    meta: { errorTitle: t('deleteAccount.notDeleted'), errorShownInline: 'fields' },
  })
}
