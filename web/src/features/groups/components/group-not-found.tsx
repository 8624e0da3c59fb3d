import { SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** Unknown ids and groups the user is not in look the same, so nobody can probe for groups. */
export const GroupNotFound = () => {
  const { t } = useTranslation('groups')
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <SearchX className="size-12 text-brand-700" aria-hidden />
      <h1 className="text-2xl font-bold text-stone-900">{t('notFound.title')}</h1>
      <p className="max-w-sm text-stone-600">{t('notFound.description')}</p>
      <Link to={paths.home.getHref()} className={buttonVariants()}>
        {t('goHome')}
      </Link>
    </div>
  )
}
