import { LinkIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** An invite link that leads nowhere: expired by a new code, mistyped, or the group is gone. */
export const InvalidInvite = ({ message }: { message: string }) => {
  const { t } = useTranslation('groups')
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <LinkIcon className="size-12 text-brand-700" aria-hidden />
      <h1 className="text-2xl font-bold text-stone-900">{t('invalidInvite.title')}</h1>
      <p className="max-w-sm text-stone-600">{message}</p>
      <Link to={paths.home.getHref()} className={buttonVariants()}>
        {t('goHome')}
      </Link>
    </div>
  )
}
