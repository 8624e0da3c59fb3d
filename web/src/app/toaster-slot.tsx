import { lazy, Suspense } from 'react'

// Toasts wait for the toaster: it loads after the first paint, and shows the toasts raised before it came.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })))

/** Where toasts appear; inside the router wherever there is one, since a toast's "See plans" is a link. */
export const ToasterSlot = () => (
  <Suspense fallback={null}>
    <Toaster />
  </Suspense>
)
