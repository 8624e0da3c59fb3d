import { BookOpen, ChefHat, PartyPopper, Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import type { ActiveSession } from '@forkcast/contract/voting.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { boardHref } from '@/lib/board-href'
import { useCatalogText } from '@/lib/catalog-text'
import { storeChosenFoodType } from '@/lib/decision-flow'

// A cooking board's options are its recipes, named recipe-<id> by the server.
const RECIPE_OPTION = /^recipe-(\d+)$/

const recipeIdOf = (optionId: string) => {
  const match = RECIPE_OPTION.exec(optionId)
  return match ? Number(match[1]) : null
}

/**
 * A group's decided board on its card: "Tonight: Thai" with Cook it / Order it (where the board's own result
 * leads), or "Tonight: Green Curry" with its recipe, or the place with the board that lists how to reach it.
 */
export const TonightDecision = ({ session }: { session: ActiveSession }) => {
  const { t } = useTranslation('groups')
  const words = useCatalogText()
  const navigate = useNavigate()
  const { decision, decidedLabel: label, groupId } = session
  if (!decision || label === null) return null
  const chooseNext = (next: string) => {
    storeChosenFoodType({ id: decision.optionId, label })
    void navigate(next)
  }
  const recipeId = session.category === 'cooking' ? recipeIdOf(decision.optionId) : null
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-emerald-50 p-3 ring-1 ring-emerald-200">
      <p className="flex items-center gap-1.5 font-semibold text-stone-900">
        <PartyPopper className="size-4 shrink-0 text-emerald-700" aria-hidden />
        <span className="min-w-0 break-words">
          {t('tonight.decided', {
            // A cuisine board's winner is one of the contract's cuisines: named in the person's language.
            label: session.category === 'cuisine' ? words.cuisineLabel(label) : label,
          })}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        {session.category === 'cuisine' ? (
          <>
            <Button className="flex-1" onClick={() => chooseNext(paths.ingredientSelection.getHref(groupId))}>
              <ChefHat aria-hidden /> {t('tonight.cookIt')}
            </Button>
            <Button
              variant="secondary"
              className="flex-1"
              onClick={() => chooseNext(paths.diningServiceSelection.getHref(groupId))}
            >
              <Store aria-hidden /> {t('tonight.orderIt')}
            </Button>
          </>
        ) : recipeId !== null ? (
          <Link
            to={paths.recipe.getHref(recipeId, groupId)}
            className={buttonVariants({ className: 'flex-1' })}
          >
            <BookOpen aria-hidden /> {t('tonight.openRecipe')}
          </Link>
        ) : (
          <Link to={boardHref(session)} className={buttonVariants({ className: 'flex-1' })}>
            {session.category === 'ordering' ? <Store aria-hidden /> : <BookOpen aria-hidden />}
            {session.category === 'ordering' ? t('tonight.seePlace') : t('tonight.seeRecipe')}
          </Link>
        )}
      </div>
    </div>
  )
}
