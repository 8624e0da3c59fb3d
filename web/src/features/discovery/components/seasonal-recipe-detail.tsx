import { useEffect, useRef } from 'react'
import { BookmarkPlus, X } from 'lucide-react'
import type { SeasonalRecipe } from '@forkcast/contract/discovery.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DifficultyMeter } from './difficulty-meter'
import { formatMinutes } from './format-minutes'

interface SeasonalRecipeDetailProps {
  recipe: SeasonalRecipe
  onClose: () => void
  onSave: () => void
  isSaving: boolean
}

const count = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`

/** The picked recipe: ingredients with their count, numbered steps, Close Recipe and Save to My Recipes. */
export const SeasonalRecipeDetail = ({ recipe, onClose, onSave, isSaving }: SeasonalRecipeDetailProps) => {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Keyboard and screen-reader users land on the recipe they just picked.
  useEffect(() => headingRef.current?.focus(), [recipe.id])
  const time = formatMinutes(recipe.prepTime)
  return (
    <Card className="flex flex-col gap-4 p-5" role="region" aria-labelledby="selected-recipe-heading">
      <div className="flex flex-col gap-1">
        <h2
          id="selected-recipe-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold outline-none"
        >
          {recipe.title}
        </h2>
        <p className="text-stone-700">{recipe.description}</p>
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-600">
          {time ? <span>{time}</span> : null}
          <span>Seasonal score {recipe.seasonalScore}/100</span>
        </div>
        <DifficultyMeter difficulty={recipe.difficulty} />
      </div>
      <div className="grid gap-6 md:grid-cols-[2fr_3fr]">
        <section aria-labelledby="seasonal-ingredients">
          <h3 id="seasonal-ingredients" className="font-semibold">
            Ingredients ({count(recipe.ingredients.length, 'item')})
          </h3>
          <ul className="mt-2 list-inside list-disc text-sm text-stone-700">
            {recipe.ingredients.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="seasonal-steps">
          <h3 id="seasonal-steps" className="font-semibold">
            Instructions ({count(recipe.instructions.length, 'step')})
          </h3>
          <ol className="mt-2 list-inside list-decimal space-y-2 text-sm text-stone-700">
            {recipe.instructions.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ol>
        </section>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onSave} disabled={isSaving}>
          <BookmarkPlus aria-hidden /> {isSaving ? 'Saving...' : 'Save to My Recipes'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          <X aria-hidden /> Close Recipe
        </Button>
      </div>
    </Card>
  )
}
