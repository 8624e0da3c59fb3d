import { useId } from 'react'
import { Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
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

/** "Premium for The Garcias": the plan and the group it covers. */
const namesOf = (cover: PlanCover) => ({ tier: cover.tierName, group: cover.groupName })

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
  const { t } = useTranslation('subscriptions')
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
        {t('planCover.heading')}
      </h2>
      {info.coveredBy ? (
        <Card className="flex items-start gap-3 border-green-200 bg-green-50 p-4 text-green-900">
          <Users aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">
              {t('planCover.coveredBy', { payer: info.coveredBy.payerName, tier: info.coveredBy.tierName })}
            </p>
            <p className="text-sm">
              {info.coveredBy.endsAt
                ? t('planCover.coveredDetailsUntil', {
                    ...namesOf(info.coveredBy),
                    payer: info.coveredBy.payerName,
                    date: formatDate(info.coveredBy.endsAt),
                  })
                : t('planCover.coveredDetails', {
                    ...namesOf(info.coveredBy),
                    payer: info.coveredBy.payerName,
                  })}
            </p>
          </div>
        </Card>
      ) : null}
      {isPayer ? (
        <Card className="flex flex-col gap-3 p-4">
          <p className="font-semibold">
            {!info.covers
              ? t('planCover.coversNothing')
              : info.covers.endsAt
                ? t('planCover.coversUntil', {
                    ...namesOf(info.covers),
                    date: formatDate(info.covers.endsAt),
                  })
                : t('planCover.covers', namesOf(info.covers))}
          </p>
          <p className="text-sm text-stone-600">{t('planCover.explanation')}</p>
          {groups.length === 0 ? (
            <p className="text-sm text-stone-600">{t('planCover.noGroups')}</p>
          ) : (
            <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                <label htmlFor={selectId} className="flex flex-col gap-1 text-sm font-medium">
                  {t('planCover.shareWith')}
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
                    <option value="">{t('planCover.noGroup')}</option>
                  </select>
                </label>
                <Button
                  type="submit"
                  disabled={
                    setCover.isPending || form.watch('groupId') === String(info.covers?.groupId ?? '')
                  }
                >
                  {setCover.isPending ? t('planCover.saving') : t('planCover.share')}
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
