import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

export const NotFoundPage = () => (
  <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
    <p className="text-6xl font-extrabold text-brand-700">404</p>
    <h1 className="text-2xl font-bold">Page Not Found</h1>
    <p className="max-w-sm text-stone-600">This page does not exist, or you need to sign in to see it.</p>
    <Link to={paths.home.getHref()} className={buttonVariants()}>
      Go to the home page
    </Link>
  </main>
)
