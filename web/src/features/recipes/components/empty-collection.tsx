import { BookOpen, Link2, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'

export const EmptyCollection = ({ onCreate }: { onCreate: () => void }) => {
  const { t } = useTranslation('recipes')
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
        <BookOpen className="size-7" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold text-stone-900">{t('emptyCollection.heading')}</h2>
      <p className="max-w-md text-stone-600">{t('emptyCollection.text')}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button onClick={onCreate}>
          <Plus aria-hidden /> {t('emptyCollection.create')}
        </Button>
        <Link to={paths.recipeImport.getHref()} className={buttonVariants({ variant: 'secondary' })}>
          <Link2 aria-hidden /> {t('emptyCollection.import')}
        </Link>
      </div>
    </Card>
  )
}
