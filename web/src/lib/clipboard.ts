import { i18next } from './i18n'
import { notify, notifyError } from './toast'

/** Copies text and says so; a blocked or missing clipboard gets an error toast instead. */
export const copyToClipboard = async (text: string, description: string) => {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable')
    await navigator.clipboard.writeText(text)
    notify({ title: i18next.t('common:clipboard.copied'), description })
    return true
  } catch {
    notifyError(i18next.t('common:clipboard.failed'), i18next.t('common:clipboard.copyByHand'))
    return false
  }
}
