import { ArrowRight, RotateCcw } from 'lucide-react'
import { getCuisine } from '@forkcast/contract/cuisines'
import {
  OpenBoardConflictSchema,
  type OpenBoardConflict,
  type VotingCategory,
} from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'

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

const WHAT: Record<VotingCategory, string> = { cuisine: 'board', cooking: 'dishes', ordering: 'places' }

/** "Thai dishes", "Italian places", or "dishes" for a board over every cuisine. */
const describe = (category: VotingCategory, cuisineId: string | null | undefined) => {
  const label = cuisineId ? getCuisine(cuisineId)?.label : undefined
  return label ? `${label} ${WHAT[category]}` : WHAT[category]
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
  const open = describe(openBoard.category, openBoard.cuisineId)
  return (
    <section
      aria-labelledby="open-board-heading"
      className="mx-auto flex max-w-md flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-6 text-center"
    >
      <h1 id="open-board-heading" className="text-xl font-bold">
        Your family is already voting on {open}
      </h1>
      <p className="text-stone-700">
        {openBoard.startedBy ? `${openBoard.startedBy} opened it` : 'It is open'} and votes are in. Join them,
        or start over with {describe(wanted.category, wanted.cuisineId)} for everyone.
      </p>
      <div className="mt-2 flex flex-col gap-2">
        <Button onClick={onContinue}>
          Continue voting on {open} <ArrowRight aria-hidden />
        </Button>
        <Button variant="secondary" onClick={onReplace} disabled={isReplacing}>
          <RotateCcw aria-hidden />{' '}
          {isReplacing
            ? 'Starting over...'
            : `Start over with ${describe(wanted.category, wanted.cuisineId)}`}
        </Button>
      </div>
    </section>
  )
}
