import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

interface ViewRecipeLinkProps {
  recipeId: number
  groupId?: number
  /** Names the recipe for screen readers, where a list has many 'View Recipe' links. */
  title?: string
}

/** Every list opens a recipe the same way: its own page, so Back returns to the list as it was. */
export const ViewRecipeLink = ({ recipeId, groupId, title }: ViewRecipeLinkProps) => {
  const { t } = useTranslation('recipes')
  return (
    <Link
      to={paths.recipe.getHref(recipeId, groupId)}
      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      aria-label={title ? t('viewRecipeLink.labelled', { title }) : undefined}
    >
      {t('shared.viewRecipe')}
    </Link>
  )
}
