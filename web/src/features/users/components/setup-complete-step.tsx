import { PartyPopper } from 'lucide-react'
import type { SetupAnswers } from '../utils/onboarding-steps'

/** Wizard 2 step 6: a last look before saving. */
export const SetupCompleteStep = ({ answers }: { answers: SetupAnswers }) => {
  const rows = [
    ['Favourite cuisines', String(answers.cuisinePreferences.length)],
    ['Dietary goals', String(answers.dietaryGoals.length)],
    ['Allergies and sensitivities', String(answers.allergies.length + answers.sensitivities.length)],
    ['Location', answers.locationEnabled ? 'On' : 'Off'],
  ] as const
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
        <PartyPopper className="size-7" aria-hidden />
      </span>
      <h3 className="text-xl font-semibold">Complete</h3>
      <p className="max-w-md text-sm text-stone-600">
        You are ready to decide dinner together. Complete setup to save your answers.
      </p>
      <dl className="grid grid-cols-[auto_auto] gap-x-6 gap-y-1 text-left text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-stone-500">{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
