import { useState, type FormEvent } from 'react'
import { KeyRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PASSKEY_NAME_MAX_LENGTH, type Passkey } from '@forkcast/contract/passkeys.schemas'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { formatDate } from '@/lib/format'
import { describeMutationError } from '@/lib/mutation-errors'
import { notify } from '@/lib/toast'
import { browserHasPasskeys, isPasskeyAlreadyOnDevice, isPasskeyPromptDismissed } from '@/lib/passkeys'
import { thisDeviceName, useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys'

/** What the form says after the browser's prompt: nothing when the person cancelled it. */
const useAddError = (error: unknown) => {
  const { t } = useTranslation('passkeys')
  if (!error || isPasskeyPromptDismissed(error)) return undefined
  if (isPasskeyAlreadyOnDevice(error)) return t('add.alreadyOnDevice')
  return describeMutationError(error)
}

/** Adds a passkey under a name the person recognises later ("Kitchen tablet"). */
export const AddPasskeyForm = ({ onAdded }: { onAdded?: () => void }) => {
  const { t } = useTranslation('passkeys')
  const device = thisDeviceName()
  const [name, setName] = useState(() => (device ? t('add.defaultName', { device }) : ''))
  const add = useAddPasskey()
  const error = useAddError(add.error)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate(name.trim(), {
      onSuccess: (passkey) => {
        notify({ title: t('add.added'), description: t('add.addedDescription', { name: passkey.name }) })
        onAdded?.()
      },
    })
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <Field
        label={t('add.nameLabel')}
        hint={t('add.nameHint')}
        value={name}
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        required
        onChange={(event) => setName(event.target.value)}
        error={error}
      />
      <Button type="submit" disabled={add.isPending || name.trim() === ''} className="self-start">
        <KeyRound aria-hidden />
        {add.isPending ? t('add.pending') : t('add.submit')}
      </Button>
    </form>
  )
}

const PasskeyRow = ({ passkey }: { passkey: Passkey }) => {
  const { t } = useTranslation('passkeys')
  const remove = useRemovePasskey()
  const [isConfirming, setIsConfirming] = useState(false)
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex items-center gap-3">
        <KeyRound aria-hidden className="size-5 text-stone-500" />
        <div>
          <p className="font-medium">{passkey.name}</p>
          <p className="text-xs text-stone-500">
            {passkey.lastUsedAt
              ? t('list.addedAndUsed', {
                  added: formatDate(passkey.createdAt),
                  used: formatDate(passkey.lastUsedAt),
                })
              : t('list.added', { added: formatDate(passkey.createdAt) })}
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('remove.buttonLabel', { name: passkey.name })}
        onClick={() => setIsConfirming(true)}
      >
        {t('remove.button')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('remove.title', { name: passkey.name })}
        description={t('remove.description')}
        confirmLabel={t('remove.confirm')}
        pendingLabel={t('remove.pending')}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(passkey.id, {
            onSuccess: () => {
              setIsConfirming(false)
              notify({ title: t('remove.removed', { name: passkey.name }) })
            },
          })
        }
      />
    </li>
  )
}

/** Account & Security: the passkeys that sign in to this account, and a way to add one here. */
export const PasskeysSection = () => {
  const { t } = useTranslation('passkeys')
  const passkeys = usePasskeys()
  if (passkeys.isPending) return <Spinner label={t('list.loading')} />
  if (passkeys.isError)
    return (
      <LoadError
        title={t('list.loadError')}
        isRetrying={passkeys.isFetching}
        onRetry={() => void passkeys.refetch()}
      />
    )
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t('intro')}</p>
      {passkeys.data.length > 0 ? (
        <ul className="flex flex-col divide-y divide-stone-100" aria-label={t('list.label')}>
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-500">{t('list.empty')}</p>
      )}
      {browserHasPasskeys() ? (
        <AddPasskeyForm />
      ) : (
        <p className="text-sm text-stone-600">{t('unsupported')}</p>
      )}
    </div>
  )
}
