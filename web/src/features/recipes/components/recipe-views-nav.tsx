import { BookOpen, Home, Link2, PenLine, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

export type RecipeView = 'suggestions' | 'custom' | 'saved'

interface RecipeViewsNavProps {
  view: RecipeView
  onChange: (view: RecipeView) => void
}

const VIEWS = [
  { view: 'suggestions', labelKey: 'viewsNav.browse', icon: Search },
  { view: 'custom', labelKey: 'viewsNav.create', icon: PenLine },
  { view: 'saved', labelKey: 'viewsNav.myRecipes', icon: BookOpen },
] as const satisfies ReadonlyArray<{ view: RecipeView; labelKey: string; icon: typeof Search }>

/** Spec 2 header buttons: Home, Browse, Create, Import (its own page) and My Recipes. */
export const RecipeViewsNav = ({ view, onChange }: RecipeViewsNavProps) => {
  const { t } = useTranslation('recipes')
  return (
    <nav aria-label={t('viewsNav.label')} className="flex flex-wrap gap-2">
      <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        <Home aria-hidden /> {t('viewsNav.home')}
      </Link>
      {VIEWS.slice(0, 2).map(({ view: target, labelKey, icon: Icon }) => (
        <Button
          key={target}
          size="sm"
          variant={view === target ? 'primary' : 'secondary'}
          aria-pressed={view === target}
          onClick={() => onChange(target)}
        >
          <Icon aria-hidden /> {t(labelKey)}
        </Button>
      ))}
      <Link
        to={paths.recipeImport.getHref()}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        <Link2 aria-hidden /> {t('viewsNav.import')}
      </Link>
      {VIEWS.slice(2).map(({ view: target, labelKey, icon: Icon }) => (
        <Button
          key={target}
          size="sm"
          variant={view === target ? 'primary' : 'secondary'}
          aria-pressed={view === target}
          onClick={() => onChange(target)}
        >
          <Icon aria-hidden /> {t(labelKey)}
        </Button>
      ))}
    </nav>
  )
}
