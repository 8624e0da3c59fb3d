import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useUser } from '@/features/auth/api/get-user'
import { PageLayout } from '../page-layout'

const NotFoundMessage = ({ isSignedIn }: { isSignedIn: boolean }) => (
  <div className="flex flex-col items-center justify-center gap-4 py-16 text-center">
    <p className="text-6xl font-extrabold text-brand-700">404</p>
    <h1 className="text-2xl font-bold">Page Not Found</h1>
    <p className="max-w-sm text-stone-600">
      {isSignedIn
        ? 'This page does not exist. The link may be old or mistyped.'
        : 'This page does not exist, or you need to sign in to see it.'}
    </p>
    <Link to={paths.home.getHref()} className={buttonVariants()}>
      {isSignedIn ? 'Back to the dashboard' : 'Go to the home page'}
    </Link>
  </div>
)

/** Signed in, the 404 keeps the app's header so the way home is where it always is. */
export const NotFoundPage = () => {
  const { data: user } = useUser()
  if (user)
    return (
      <PageLayout>
        <NotFoundMessage isSignedIn />
      </PageLayout>
    )
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4">
      <NotFoundMessage isSignedIn={false} />
    </main>
  )
}
