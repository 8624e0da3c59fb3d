import type { TFunction } from 'i18next'
import { ArrowRight, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { getCuisine } from '@forkcast/contract/cuisines'
import {
  OpenBoardConflictSchema,
  type OpenBoardConflict,
  type VotingCategory,
} from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { useCatalogText, type CatalogText } from '@/lib/catalog-text'

/** The group's open board a start ran into (409), or null for any other answer. */
export const openBoardOf = (error: unknown): OpenBoardConflict['openBoard'] | null => {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  try {
    const parsed = OpenBoardConflictSchema.safeParse(JSON.parse(error.bodyText))
    return parsed.success ? parsed.data.openBoard : null
  } catch {
    return null
  }
}

/** "Thai dishes", "Italian places", or "dishes" for a board over every cuisine. */
const describe = (
  category: VotingCategory,
  cuisineId: string | null | undefined,
  t: TFunction<'voting'>,
  catalog: CatalogText,
) => {
  const cuisine = cuisineId ? getCuisine(cuisineId) : null
  const label = cuisine ? catalog.cuisineLabel(cuisine.id) : undefined
  const what = t(`openBoard.what.${category}`)
  return label ? t('openBoard.withCuisine', { cuisine: label, what }) : what
}

interface OpenBoardOfferProps {
  openBoard: OpenBoardConflict['openBoard']
  /** What this person asked for, which would replace the open board for everyone. */
  wanted: { category: VotingCategory; cuisineId?: string }
  isReplacing: boolean
  onContinue: () => void
  onReplace: () => void
}

/** One open board per group and category: join the family where it is, or start over for everyone on purpose. */
export const OpenBoardOffer = ({
  openBoard,
  wanted,
  isReplacing,
  onContinue,
  onReplace,
}: OpenBoardOfferProps) => {
  const { t } = useTranslation('voting')
  const catalog = useCatalogText()
  const open = describe(openBoard.category, openBoard.cuisineId, t, catalog)
  const wantedBoard = describe(wanted.category, wanted.cuisineId, t, catalog)
  return (
    <section
      aria-labelledby="open-board-heading"
      className="mx-auto flex max-w-md flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-6 text-center"
    >
      <h1 id="open-board-heading" className="text-xl font-bold">
        {t('openBoard.heading', { board: open })}
      </h1>
      <p className="text-stone-700">
        {openBoard.startedBy
          ? t('openBoard.bodyStartedBy', { name: openBoard.startedBy, wanted: wantedBoard })
          : t('openBoard.bodyOpen', { wanted: wantedBoard })}
      </p>
      <div className="mt-2 flex flex-col gap-2">
        <Button onClick={onContinue}>
          {t('openBoard.continue', { board: open })} <ArrowRight aria-hidden />
        </Button>
        <Button variant="secondary" onClick={onReplace} disabled={isReplacing}>
          <RotateCcw aria-hidden />{' '}
          {isReplacing ? t('openBoard.startingOver') : t('openBoard.startOver', { wanted: wantedBoard })}
        </Button>
      </div>
    </section>
  )
}
