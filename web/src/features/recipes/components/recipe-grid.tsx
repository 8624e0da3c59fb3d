import type { ReactNode } from 'react'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { RecipeCard } from './recipe-card'

interface RecipeGridProps {
  recipes: Recipe[]
  label: string
  renderActions: (recipe: Recipe) => ReactNode
}

export const RecipeGrid = ({ recipes, label, renderActions }: RecipeGridProps) => (
  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
    {recipes.map((recipe) => (
      <li key={recipe.id} className="min-w-0">
        <RecipeCard recipe={recipe} actions={renderActions(recipe)} />
      </li>
    ))}
  </ul>
)
