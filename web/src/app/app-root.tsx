import { createContext, Suspense, use, useEffect } from 'react'
import { Outlet, useMatches, useNavigation, useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { User } from '@forkcast/contract/users.schemas'
import { FullPageSpinner } from '@/components/ui/full-page-spinner'
import { useUser } from '@/features/auth/api/get-user'
import { ConnectionError } from './connection-error'
import { ScrollRestoration } from './scroll-restoration'
import { SignedInLayout } from './signed-in-app'
import { ToasterSlot } from './toaster-slot'
import { NotFoundPage } from './routes/not-found'

/** What a route says about itself: who may see it, and whether it opens without the app's shell. */
export interface RouteHandle {
  audience: 'signed-in' | 'signed-out' | 'anyone'
  bare?: boolean
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'audience' in handle

const SignedInUserContext = createContext<User | null>(null)

/** The signed-in user, for pages whose route is for the signed-in only. */
export const useSignedInUser = (): User => {
  const user = use(SignedInUserContext)
  if (!user) throw new Error('A signed-in page rendered without a signed-in user')
  return user
}

/** While the next page's code loads, a thin bar at the top says the tap was heard (the old page stays). */
const NavigationProgress = () => {
  // A common word: every page has this bar, signed-in or not, so it never waits for the shell's catalog.
  const { t } = useTranslation('common')
  return useNavigation().state === 'idle' ? null : (
    <div
      role="progressbar"
      aria-label={t('openingPage')}
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600"
    />
  )
}

const Chrome = () => (
  <>
    <NavigationProgress />
    <ToasterSlot />
    <ScrollRestoration />
  </>
)

/**
 * Spec 2.1 as the router's root: loading, then the page the route names when the person may see it (a 404
 * otherwise), inside the signed-in shell and behind onboarding while any step is due (decision 022).
 */
export const AppRoot = () => {
  const matches = useMatches()
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle)
  const { data: user, isPending, isError, refetch } = useUser()

  // A guest link or a shared recipe opens the same for everyone, at once: no shell, no onboarding.
  if (handle?.bare)
    return (
      <>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
        <Chrome />
      </>
    )
  if (isPending) return <FullPageSpinner />
  if (isError) return <ConnectionError onRetry={() => void refetch()} />
  const audience = handle?.audience ?? 'anyone'
  const maySee = audience === 'anyone' || (audience === 'signed-in') === Boolean(user)
  const page = maySee ? <Outlet /> : <NotFoundPage />
  if (!user)
    return (
      <>
        <Suspense fallback={<FullPageSpinner />}>{page}</Suspense>
        <Chrome />
      </>
    )
  return (
    <SignedInUserContext value={user}>
      <SignedInLayout user={user}>{page}</SignedInLayout>
      <Chrome />
    </SignedInUserContext>
  )
}

/** A page whose code failed to arrive (often a new version deployed meanwhile) or that broke while rendering. */
export const RouteErrorPage = () => {
  const error = useRouteError()
  // The common words: the shell's catalog may be what failed to arrive.
  const { t } = useTranslation('common')
  useEffect(() => console.error('A page failed', error), [error])
  return <ConnectionError title={t('connectionError.pageTitle')} onRetry={() => window.location.reload()} />
}
