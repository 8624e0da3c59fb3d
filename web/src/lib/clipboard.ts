import { notify, notifyError } from './toast'

/** Copies text and says so; a blocked or missing clipboard gets an error toast instead. */
export const copyToClipboard = async (text: string, description: string) => {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable')
    await navigator.clipboard.writeText(text)
    notify({ title: 'Copied!', description })
    return true
  } catch {
    notifyError('Failed to copy to clipboard', 'Select the text and copy it by hand.')
    return false
  }
}
