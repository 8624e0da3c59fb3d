import { Check, ThumbsUp, X } from 'lucide-react'

/** What the three vote buttons mean, once per board: the buttons say only Veto, Like and Pick. */
export const BoardLegend = () => (
  <ul
    className="flex flex-wrap gap-x-4 gap-y-1 rounded-xl bg-stone-50 px-3 py-2 text-xs text-stone-700"
    aria-label="How to vote"
  >
    <li className="flex items-center gap-1">
      <X className="size-3.5 text-red-600" aria-hidden /> <strong>Veto</strong> removes it for everyone
    </li>
    <li className="flex items-center gap-1">
      <ThumbsUp className="size-3.5 text-amber-600" aria-hidden /> <strong>Like</strong> says you’d enjoy it
    </li>
    <li className="flex items-center gap-1">
      <Check className="size-3.5 text-emerald-600" aria-hidden /> <strong>Pick</strong> is your one choice
    </li>
  </ul>
)
