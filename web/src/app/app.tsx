import { lazy, Suspense, useEffect } from 'react'
import { Route, Routes } from 'react-router'
import { Button } from '@/components/ui/button'
import { FullPageSpinner } from '@/components/ui/spinner'
import { useUser } from '@/features/auth/api/get-user'
import { useTimezoneSync } from '@/features/auth/api/use-timezone-sync'
import { showFlashToast } from '@/lib/toast'
import { LandingPage } from './routes/landing'
import { NotFoundPage } from './routes/not-found'

// Signed-in pages load on demand so the landing page stays small.
const HomePage = lazy(() => import('./routes/home').then((module) => ({ default: module.HomePage })))

/** Spec 2.1: loading, then onboarding when needed, then the routes the user may see. */
export const App = () => {
  const { data: user, isPending, isError, refetch } = useUser()
  useTimezoneSync(user)
  useEffect(showFlashToast, [])

  if (isPending) return <FullPageSpinner />
  if (isError) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-xl font-semibold">We could not reach Forkcast</h1>
        <p className="text-stone-600">Check your connection and try again.</p>
        <Button onClick={() => void refetch()}>Try again</Button>
      </main>
    )
  }
  if (!user) {
    return (
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    )
  }
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={<HomePage user={user} />} />
        <Route path="/account-dashboard" element={<HomePage user={user} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  )
}
