import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { CookingSkillLevel } from '@forkcast/contract/users.constants'
import { Button } from '@/components/ui/button'
import { StickyActionBar } from '@/components/ui/sticky-action-bar'
import { paths } from '@/config/paths'
import { DifficultyDemoRecipes } from '@/features/discovery/components/difficulty-demo-recipes'
import { DifficultyLevels } from '@/features/discovery/components/difficulty-levels'
import { PageLayout } from '../page-layout'

/** Spec 2 difficulty demo: three levels, three sample recipes with an analysis, and the matching system. */
export const DifficultyDemoPage = () => {
  const { t } = useTranslation('app')
  const navigate = useNavigate()
  const [level, setLevel] = useState<CookingSkillLevel>('beginner')
  const [recipeId, setRecipeId] = useState<string | null>(null)
  return (
    <PageLayout>
      <div className="flex flex-col gap-6">
        <header>
          <h1 className="text-3xl font-bold">{t('difficultyDemo.title')}</h1>
          <p className="text-stone-600">{t('difficultyDemo.intro')}</p>
        </header>
        <DifficultyLevels selected={level} onSelect={setLevel} />
        <DifficultyDemoRecipes
          selectedId={recipeId}
          onSelect={(recipe) => {
            setRecipeId(recipe.id)
            setLevel(recipe.difficulty)
          }}
        />
        <StickyActionBar>
          <Button
            className="max-sm:flex-1"
            onClick={() => void navigate(paths.recipesForLevel.getHref(level))}
          >
            {t('difficultyDemo.tryMatching')}
          </Button>
        </StickyActionBar>
      </div>
    </PageLayout>
  )
}
