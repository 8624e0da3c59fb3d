import type { FoodOption } from '@forkcast/contract/voting.schemas'

/** The options still in play, once anything has been eliminated. */
export const RemainingList = ({ options }: { options: FoodOption[] }) => (
  <details className="rounded-2xl border border-stone-200 bg-white p-4">
    <summary className="cursor-pointer font-semibold">Still in the running ({options.length})</summary>
    <ul className="mt-3 flex flex-wrap gap-2">
      {options.map((option) => (
        <li
          key={option.id}
          className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 ring-1 ring-brand-200"
        >
          {option.label}
        </li>
      ))}
    </ul>
  </details>
)
