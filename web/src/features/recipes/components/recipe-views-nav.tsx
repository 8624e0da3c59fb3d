import { BookOpen, Home, Link2, PenLine, Search } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

export type RecipeView = 'suggestions' | 'custom' | 'saved'

interface RecipeViewsNavProps {
  view: RecipeView
  onChange: (view: RecipeView) => void
}

const VIEWS: Array<{ view: RecipeView; label: string; icon: typeof Search }> = [
  { view: 'suggestions', label: 'Browse', icon: Search },
  { view: 'custom', label: 'Create', icon: PenLine },
  { view: 'saved', label: 'My Recipes', icon: BookOpen },
]

/** Spec 2 header buttons: Home, Browse, Create, Import (its own page) and My Recipes. */
export const RecipeViewsNav = ({ view, onChange }: RecipeViewsNavProps) => (
  <nav aria-label="Recipe views" className="flex flex-wrap gap-2">
    <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
      <Home aria-hidden /> Home
    </Link>
    {VIEWS.slice(0, 2).map(({ view: target, label, icon: Icon }) => (
      <Button
        key={target}
        size="sm"
        variant={view === target ? 'primary' : 'secondary'}
        aria-pressed={view === target}
        onClick={() => onChange(target)}
      >
        <Icon aria-hidden /> {label}
      </Button>
    ))}
    <Link to={paths.recipeImport.getHref()} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
      <Link2 aria-hidden /> Import
    </Link>
    {VIEWS.slice(2).map(({ view: target, label, icon: Icon }) => (
      <Button
        key={target}
        size="sm"
        variant={view === target ? 'primary' : 'secondary'}
        aria-pressed={view === target}
        onClick={() => onChange(target)}
      >
        <Icon aria-hidden /> {label}
      </Button>
    ))}
  </nav>
)
