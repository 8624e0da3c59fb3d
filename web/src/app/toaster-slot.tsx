import { lazy, Suspense } from 'react'
import { useTheme } from '@/features/theme/theme'

// Toasts wait for the toaster: it loads after the first paint, and shows the toasts raised before it came.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })))

/** Where toasts appear; inside the router wherever there is one, since a toast's "See plans" is a link. */
export const ToasterSlot = () => {
  const theme = useTheme()
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  )
}
