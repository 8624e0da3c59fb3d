import { lazy, Suspense, useEffect, useState } from 'react'
import { FullPageSpinner } from '@/components/ui/full-page-spinner'
import { onSignedInAnswer, useUser } from '@/features/auth/api/get-user'
import { paths } from '@/config/paths'
import { i18next } from '@/lib/i18n'
import { ConnectionError } from './connection-error'
import { LandingPage } from './routes/landing'
import { ToasterSlot } from './toaster-slot'

// The router and every page load on demand; the landing page is the only page in the first bundle.
const loadRouter = () => import('./router')
const AppRouter = lazy(() => loadRouter().then((module) => ({ default: module.AppRouter })))
const preloadRouter = () => {
  // A failure here is met again, and shown, when the router itself is rendered.
  loadRouter().catch(() => undefined)
}
// Signed in, the router loads beside the schemas that read the user, not after them.
onSignedInAnswer(preloadRouter)
// Any address but the landing page needs the router whoever asks: load it beside the user query.
if (window.location.pathname !== paths.home.path) preloadRouter()

/**
 * The landing page paints without the router (decision 054): opened at `/`, a signed-out visitor sees it as soon
 * as the user query answers. Everything else, and the landing page reached in the app, is the data router's.
 */
export const App = () => {
  const { data: user, isPending, isError, refetch } = useUser()
  const [openedAtLanding] = useState(() => window.location.pathname === paths.home.path)
  const needsRouter = !openedAtLanding || Boolean(user)
  // The router's pages speak through the shell's words: they come beside the router's code, not after it.
  useEffect(() => {
    if (needsRouter) i18next.loadNamespaces('shell').catch(() => undefined)
  }, [needsRouter])
  // The toast after sign-in's reload; sonner loads after the first paint.
  useEffect(() => {
    import('@/lib/toast')
      .then(({ showFlashToast }) => showFlashToast())
      .catch((error: unknown) => console.error('Could not show the flash message', error))
  }, [])

  if (openedAtLanding && !user) {
    if (isPending) return <FullPageSpinner />
    if (isError) return <ConnectionError onRetry={() => void refetch()} />
    return (
      <>
        <LandingPage />
        <ToasterSlot />
      </>
    )
  }
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AppRouter />
    </Suspense>
  )
}
