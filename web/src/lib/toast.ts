import { toast } from 'sonner'

export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  duration?: number
}

/** One way to tell the user something: a title, an optional description, destructive for errors. */
export const notify = ({ title, description, variant = 'default', duration }: ToastMessage) => {
  const options = { description, duration }
  return variant === 'destructive' ? toast.error(title, options) : toast.success(title, options)
}

export const notifyError = (title: string, description?: string) =>
  notify({ title, description, variant: 'destructive' })

const FLASH_KEY = 'forkcast-flash'
const NEW_ACCOUNT_KEY = 'forkcast-new-account'

/** Marks this browser session as the one the account was created in: it is greeted 'Welcome', not 'Welcome back'. */
export const markNewAccount = (userId: number) => sessionStorage.setItem(NEW_ACCOUNT_KEY, String(userId))
export const isNewAccountSession = (userId: number) =>
  sessionStorage.getItem(NEW_ACCOUNT_KEY) === String(userId)

/** Keeps a toast across the full-page reload that follows sign-in. */
export const setFlashToast = (message: ToastMessage) =>
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(message))

/** setFlashToast for a failure, as notifyError is notify's. */
export const setFlashError = (title: string, description?: string) => {
  const message: ToastMessage = { title, description, variant: 'destructive' }
  setFlashToast(message)
}

export const showFlashToast = () => {
  const stored = sessionStorage.getItem(FLASH_KEY)
  if (!stored) return
  sessionStorage.removeItem(FLASH_KEY)
  try {
    notify(JSON.parse(stored) as ToastMessage)
  } catch {
    // A corrupt flash is simply dropped.
  }
}
