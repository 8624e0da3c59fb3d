import { useId } from 'react'
import { Users } from 'lucide-react'
import {
  PlanCoverFormSchema,
  type PlanCover,
  type SubscriptionInfo,
} from '@forkcast/contract/subscriptions.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useSetPlanCover } from '../api/set-plan-cover'
import { formatDate } from '../utils/format-plan'

export interface CoverableGroup {
  id: number
  name: string
}

const endNote = (cover: PlanCover) => (cover.endsAt ? ` until ${formatDate(cover.endsAt)}` : '')

/**
 * Who pays for the household's plan and which group it covers: "Premium for The Garcias, paid by Maria".
 * The payer chooses the group here; a member sees "Covered by Maria's Premium".
 */
export const PlanCoverCard = ({
  info,
  groups,
}: {
  info: SubscriptionInfo
  groups: readonly CoverableGroup[]
}) => {
  const setCover = useSetPlanCover()
  const selectId = useId()
  const errorId = `${selectId}-error`
  const form = useSchemaForm(PlanCoverFormSchema, {
    defaultValues: { groupId: String(info.covers?.groupId ?? groups[0]?.id ?? '') },
  })
  const chosenError = form.formState.errors.groupId?.message
  const submit = form.handleSubmit((values) =>
    setCover.mutate(values, { onError: (error) => form.showServerErrors(error) }),
  )
  const isPayer = info.status === 'active' || info.status === 'past_due'
  if (!info.coveredBy && !isPayer) return null
  return (
    <section aria-labelledby="household-plan-heading" className="flex flex-col gap-3">
      <h2 id="household-plan-heading" className="text-xl font-semibold">
        Your household’s plan
      </h2>
      {info.coveredBy ? (
        <Card className="flex items-start gap-3 border-green-200 bg-green-50 p-4 text-green-900">
          <Users aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">
              Covered by {info.coveredBy.payerName}’s {info.coveredBy.tierName}
            </p>
            <p className="text-sm">
              {info.coveredBy.tierName} for {info.coveredBy.groupName}, paid by {info.coveredBy.payerName}
              {endNote(info.coveredBy)}. You get its features and daily limits in that group at no cost.
            </p>
          </div>
        </Card>
      ) : null}
      {isPayer ? (
        <Card className="flex flex-col gap-3 p-4">
          <p className="font-semibold">
            {info.covers
              ? `${info.covers.tierName} for ${info.covers.groupName}, paid by you${endNote(info.covers)}`
              : 'Your plan covers no family group yet'}
          </p>
          <p className="text-sm text-stone-600">
            Everyone in the group you choose gets your plan’s features and limits when they plan, shop and
            search with the group. One group at a time.
          </p>
          {groups.length === 0 ? (
            <p className="text-sm text-stone-600">
              Create or join a family group to share your plan with it.
            </p>
          ) : (
            <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                <label htmlFor={selectId} className="flex flex-col gap-1 text-sm font-medium">
                  Share my plan with
                  <select
                    id={selectId}
                    aria-invalid={chosenError ? true : undefined}
                    aria-describedby={chosenError ? errorId : undefined}
                    {...form.register('groupId')}
                    className="h-10 rounded-md border border-stone-300 bg-white px-3 text-base"
                  >
                    {groups.map((group) => (
                      <option key={group.id} value={group.id}>
                        {group.name}
                      </option>
                    ))}
                    <option value="">No group (just me)</option>
                  </select>
                </label>
                <Button
                  type="submit"
                  disabled={
                    setCover.isPending || form.watch('groupId') === String(info.covers?.groupId ?? '')
                  }
                >
                  {setCover.isPending ? 'Saving…' : 'Share plan'}
                </Button>
              </div>
              {chosenError ? (
                <p id={errorId} className="text-sm font-medium text-red-700">
                  {chosenError}
                </p>
              ) : null}
            </form>
          )}
        </Card>
      ) : null}
    </section>
  )
}
