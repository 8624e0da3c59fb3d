import { lazy, Suspense, useEffect } from 'react'
import { Route, Routes, useMatch } from 'react-router'
import { FullPageSpinner } from '@/components/ui/full-page-spinner'
import { onSignedInAnswer, useUser } from '@/features/auth/api/get-user'
import { paths } from '@/config/paths'
import { LandingPage } from './routes/landing'

// Pages other than the landing page load on demand, the signed-in app as one module (its pages on demand too).
const loadSignedInApp = () => import('./signed-in-app')
const SignedInApp = lazy(() => loadSignedInApp().then((module) => ({ default: module.SignedInApp })))
// Signed in: the app's module loads beside the schemas that read the user, not after them.
onSignedInAnswer(() => {
  // A failure here is met again, and shown, when the app itself is rendered.
  loadSignedInApp().catch(() => undefined)
})
const NotFoundPage = lazy(() =>
  import('./routes/not-found').then((module) => ({ default: module.NotFoundPage })),
)
const JoinPage = lazy(() => import('./routes/join').then((module) => ({ default: module.JoinPage })))
const ForgotPasswordPage = lazy(() =>
  import('./routes/account-recovery').then((module) => ({ default: module.ForgotPasswordPage })),
)
const ResetPasswordPage = lazy(() =>
  import('./routes/account-recovery').then((module) => ({ default: module.ResetPasswordPage })),
)
const ConfirmEmailPage = lazy(() =>
  import('./routes/account-recovery').then((module) => ({ default: module.ConfirmEmailPage })),
)
const VerifyEmailPage = lazy(() =>
  import('./routes/account-recovery').then((module) => ({ default: module.VerifyEmailPage })),
)
const SignedOutSubscriptionPage = lazy(() =>
  import('./routes/subscription').then((module) => ({ default: module.SignedOutSubscriptionPage })),
)
const BetaInvitePage = lazy(() =>
  import('./routes/beta-invite').then((module) => ({ default: module.BetaInvitePage })),
)
const GuestBoardPage = lazy(() =>
  import('./routes/guest-board').then((module) => ({ default: module.GuestBoardPage })),
)
const SharedRecipePage = lazy(() =>
  import('./routes/shared-recipe').then((module) => ({ default: module.SharedRecipePage })),
)

const RETRY_BUTTON_CLASS =
  'inline-flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** Spec 2.1: loading, then onboarding while any step is due (decision 022), then the routes the user may see. */
export const App = () => {
  const { data: user, isPending, isError, refetch } = useUser()
  // The toast after sign-in's reload; sonner loads after the first paint.
  useEffect(() => {
    import('@/lib/toast')
      .then(({ showFlashToast }) => showFlashToast())
      .catch((error: unknown) => console.error('Could not show the flash message', error))
  }, [])
  const isGuestPage = useMatch(paths.guestBoard.path) !== null
  const isSharedRecipePage = useMatch(paths.sharedRecipe.path) !== null

  // A guest link or a shared recipe opens the same for everyone, signed in or not: no shell, no onboarding.
  if (isGuestPage || isSharedRecipePage)
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Routes>
          <Route path={paths.guestBoard.path} element={<GuestBoardPage />} />
          <Route path={paths.sharedRecipe.path} element={<SharedRecipePage />} />
        </Routes>
      </Suspense>
    )
  if (isPending) return <FullPageSpinner />
  if (isError) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-xl font-semibold">We could not reach Forkcast</h1>
        <p className="text-stone-600">Check your connection and try again.</p>
        {/* Button's primary look without tailwind-merge, which the first paint does not load. */}
        <button type="button" className={RETRY_BUTTON_CLASS} onClick={() => void refetch()}>
          Try again
        </button>
      </main>
    )
  }
  if (!user) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Routes>
          <Route path={paths.home.path} element={<LandingPage />} />
          <Route path={paths.join.path} element={<JoinPage isSignedIn={false} />} />
          <Route path={paths.forgotPassword.path} element={<ForgotPasswordPage />} />
          <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
          <Route path={paths.confirmEmail.path} element={<ConfirmEmailPage />} />
          <Route path={paths.verifyEmail.path} element={<VerifyEmailPage />} />
          <Route path={paths.subscription.path} element={<SignedOutSubscriptionPage />} />
          <Route path={paths.betaInvite.path} element={<BetaInvitePage isSignedIn={false} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    )
  }
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <SignedInApp user={user} />
    </Suspense>
  )
}
