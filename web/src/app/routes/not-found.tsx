import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useUser } from '@/features/auth/api/get-user'
import { PageLayout } from '../page-layout'

const NotFoundMessage = ({ isSignedIn }: { isSignedIn: boolean }) => {
  const { t } = useTranslation('app', { keyPrefix: 'notFound' })
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="max-w-sm text-stone-600">{isSignedIn ? t('signedIn') : t('signedOut')}</p>
      <Link to={paths.home.getHref()} className={buttonVariants()}>
        {isSignedIn ? t('backToDashboard') : t('goHome')}
      </Link>
    </div>
  )
}

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
