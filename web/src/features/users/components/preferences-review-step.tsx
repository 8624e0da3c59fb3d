import { labelForAllergy } from '@forkcast/contract/allergens'
import {
  COOKING_SKILL_OPTIONS,
  labelForHealthPreference,
  type CookingSkillLevel,
} from '@forkcast/contract/users.constants'

interface PreferencesReviewStepProps {
  skillLevel: CookingSkillLevel | ''
  prepTime: number
  allergies: string[]
  healthPreferences: string[]
}

const describeSkillLevel = (skillLevel: CookingSkillLevel | '') =>
  COOKING_SKILL_OPTIONS.find((option) => option.value === skillLevel)?.label ?? 'Not specified'

/** Wizard 1 step 4: what will be saved, allergies and health preferences only when there are any. */
export const PreferencesReviewStep = ({
  skillLevel,
  prepTime,
  allergies,
  healthPreferences,
}: PreferencesReviewStepProps) => (
  <div className="flex flex-col gap-4">
    <div>
      <h2 className="text-xl font-semibold">You&apos;re all set!</h2>
      <p className="text-sm text-stone-600">Here is what we will remember. Go back to change anything.</p>
    </div>
    <dl className="grid gap-3 rounded-xl bg-stone-50 p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="font-medium text-stone-500">Cooking level</dt>
      <dd className="font-semibold">{describeSkillLevel(skillLevel)}</dd>
      <dt className="font-medium text-stone-500">Prep time</dt>
      <dd className="font-semibold">{prepTime} minutes</dd>
      {allergies.length > 0 ? (
        <>
          <dt className="font-medium text-stone-500">Allergies</dt>
          <dd className="font-semibold">{allergies.map(labelForAllergy).join(', ')}</dd>
        </>
      ) : null}
      {healthPreferences.length > 0 ? (
        <>
          <dt className="font-medium text-stone-500">Health preferences</dt>
          <dd className="font-semibold">{healthPreferences.map(labelForHealthPreference).join(', ')}</dd>
        </>
      ) : null}
    </dl>
  </div>
)
