import { useEffect, useId, useState } from 'react'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { MAX_BOARD_OPTIONS, type OptionCandidate } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { describeMutationError } from '@/lib/mutation-errors'
import { notify } from '@/lib/toast'
import { useAddOption, useOptionCandidates } from '../api/board-options'
import { OptionFacts } from './option-facts'
import { useOptionWords } from './use-option-words'

const SEARCH_DELAY_MS = 300

/** The text to search once typing pauses, so each key press does not become a request. */
const useSettledText = (text: string) => {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])
  return settled
}

interface AddOptionDialogProps {
  sessionId: number
  category: 'cooking' | 'ordering'
}

/** '+ Add a recipe' / '+ Add a place' while the board is open: candidates, and why an unsafe one cannot go on. */
export const AddOptionDialog = ({ sessionId, category }: AddOptionDialogProps) => {
  const { t } = useTranslation('voting')
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Plus aria-hidden /> {t(`addOption.${category}.button`)}
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={setOpen}
        title={t(`addOption.${category}.title`)}
        description={t('addOption.description', { max: MAX_BOARD_OPTIONS })}
      >
        {isOpen ? (
          <CandidateSearch sessionId={sessionId} category={category} onAdded={() => setOpen(false)} />
        ) : null}
      </Dialog>
    </>
  )
}

const CandidateSearch = ({
  sessionId,
  category,
  onAdded,
}: AddOptionDialogProps & { onAdded: () => void }) => {
  const { t } = useTranslation('voting')
  const inputId = useId()
  const [text, setText] = useState('')
  const search = useSettledText(text)
  const candidates = useOptionCandidates(sessionId, search, { enabled: true })
  const add = useAddOption(sessionId)
  const words = useOptionWords()
  const addCandidate = ({ option }: OptionCandidate) =>
    add.mutate(option.recipe ? { recipeId: option.recipe.recipeId } : { placeId: option.place?.placeId }, {
      onSuccess: () => {
        notify({ title: t('addOption.added', { option: words.label(option) }) })
        onAdded()
      },
    })
  const roomLeft = candidates.data?.roomLeft
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>{t(`addOption.${category}.search`)}</Label>
        <Input
          id={inputId}
          type="search"
          value={text}
          placeholder={t(`addOption.${category}.placeholder`)}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {roomLeft !== undefined ? (
        <p className="text-sm text-stone-600" role="status">
          {roomLeft > 0
            ? t('addOption.roomLeft', { count: roomLeft })
            : t('addOption.full', { max: MAX_BOARD_OPTIONS })}
        </p>
      ) : null}
      {add.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {describeMutationError(add.error)}
        </p>
      ) : null}
      {candidates.isPending ? (
        <Spinner className="py-6" label={t('addOption.looking')} />
      ) : candidates.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p>{describeMutationError(candidates.error, t('addOption.lookupError'))}</p>
          <Button size="sm" variant="secondary" onClick={() => void candidates.refetch()}>
            {t('addOption.tryAgain')}
          </Button>
        </div>
      ) : candidates.data.candidates.length === 0 ? (
        <p className="py-4 text-center text-sm text-stone-600">
          {search.trim() ? t(`addOption.${category}.empty`) : t(`addOption.${category}.none`)}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-100" aria-label={t('addOption.candidatesLabel')}>
          {candidates.data.candidates.map((candidate) => (
            <CandidateRow
              key={candidate.option.id}
              candidate={candidate}
              isFull={roomLeft === 0}
              isAdding={add.isPending}
              onAdd={() => addCandidate(candidate)}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

const CandidateRow = ({
  candidate,
  isFull,
  isAdding,
  onAdd,
}: {
  candidate: OptionCandidate
  isFull: boolean
  isAdding: boolean
  onAdd: () => void
}) => {
  const { t } = useTranslation('voting')
  const words = useOptionWords()
  const { option, blockedReason, isOnBoard } = candidate
  const label = words.label(option)
  const note = isOnBoard
    ? t('addOption.onBoard')
    : blockedReason
      ? t('addOption.blocked', { reason: blockedReason })
      : null
  return (
    <li className="flex items-start gap-3 py-3">
      {option.image ? (
        <img src={option.image} alt="" className="size-12 shrink-0 rounded-lg object-cover" loading="lazy" />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">{label}</p>
        <OptionFacts option={option} />
        {note ? (
          <p className={blockedReason && !isOnBoard ? 'text-sm text-red-700' : 'text-sm text-stone-600'}>
            {note}
          </p>
        ) : null}
      </div>
      {note ? null : (
        <Button
          size="sm"
          onClick={onAdd}
          disabled={isFull || isAdding}
          aria-label={t('addOption.addLabel', { option: label })}
        >
          <Plus aria-hidden /> {t('addOption.add')}
        </Button>
      )}
    </li>
  )
}
