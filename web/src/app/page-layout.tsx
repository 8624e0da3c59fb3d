import type { ReactNode } from 'react'
import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { Logo } from './logo'

/** Header with a way back to the dashboard, for signed-in pages other than the dashboard. */
export const PageLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('shell')
  return (
    <div className="min-h-dvh">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <Link to={paths.home.getHref()} aria-label={t('pageLayout.home')} className="rounded-lg">
            <Logo />
          </Link>
          <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            <ArrowLeft aria-hidden /> {t('pageLayout.dashboard')}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">{children}</main>
    </div>
  )
}
