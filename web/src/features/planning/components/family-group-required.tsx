import { Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'

/** Spec 2: planning is for a family group; without one, say so and show the way. */
export const FamilyGroupRequired = () => {
  const { t } = useTranslation('planning')
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center" role="status">
      <Users className="size-10 text-brand-700" aria-hidden />
      <h2 className="text-xl font-semibold">{t('familyGroupRequired.title')}</h2>
      <p className="max-w-md text-stone-600">{t('familyGroupRequired.description')}</p>
      <Link to={paths.family.getHref()} className={buttonVariants()}>
        {t('familyGroupRequired.setUp')}
      </Link>
    </Card>
  )
}
