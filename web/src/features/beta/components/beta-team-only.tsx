import { FlaskConical } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** What someone outside the beta team sees on the beta management page: who it is for and the way back. */
export const BetaTeamOnly = () => {
  const { t } = useTranslation('beta')
  return (
    <section
      aria-labelledby="beta-team-only-heading"
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center"
    >
      <FlaskConical className="size-10 text-brand-700" aria-hidden />
      <h1 id="beta-team-only-heading" className="text-2xl font-bold">
        {t('teamOnly.heading')}
      </h1>
      <p className="text-stone-600">{t('teamOnly.whoFor')}</p>
      <p className="text-stone-600">{t('teamOnly.invited')}</p>
      <Link to={paths.home.getHref()} className={buttonVariants()}>
        {t('teamOnly.back')}
      </Link>
    </section>
  )
}
