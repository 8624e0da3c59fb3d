import { useEffect } from 'react'
import { Navigate } from 'react-router'
import { notifyError } from '@/lib/toast'

/** Sends the user elsewhere and says why (e.g. 'No cuisine selected'). */
export const RedirectWithToast = ({
  to,
  title,
  description,
}: {
  to: string
  title: string
  description?: string
}) => {
  useEffect(() => {
    notifyError(title, description)
  }, [title, description])
  return <Navigate to={to} replace />
}
