import { CalendarDays, Sparkles } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { toWeekStart } from '@forkcast/contract/planning.schemas'
import type { User } from '@forkcast/contract/users.schemas'
import { Label } from '@/components/ui/label'
import { DailyPlanner } from '@/features/planning/components/daily-planner'
import { FamilyGroupRequired } from '@/features/planning/components/family-group-required'
import { WeeklyPlanner } from '@/features/planning/components/weekly-planner'
import { CalendarFeedCard } from '@/features/calendar-feed/components/calendar-feed-card'
import { PlanGate } from '@/features/subscriptions/components/plan-gate'
import { currentWeekStart } from '@/features/planning/utils/week'
import { cn } from '@/lib/cn'
import { PageLayout } from '../page-layout'

const TAB_CLASS = cn(
  'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-stone-700 sm:flex-none',
  'data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
  'focus-visible:outline-2 focus-visible:outline-brand-600',
)

const isIsoDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value)

/** Recipes spec 2 'Smart meal planner': Daily and Weekly tabs for the family group. */
export const SmartMealPlannerPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app', { keyPrefix: 'smartMealPlanner' })
  const [searchParams, setSearchParams] = useSearchParams()
  const groups = user.familyGroups
  const requestedGroup = Number(searchParams.get('group'))
  const group = groups.find((candidate) => candidate.id === requestedGroup) ?? groups[0]
  const tab = searchParams.get('tab') === 'weekly' ? 'weekly' : 'daily'
  const weekParam = searchParams.get('week')
  const weekStart = isIsoDate(weekParam) ? toWeekStart(weekParam) : currentWeekStart()

  const update = (changes: Record<string, string>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) next.set(key, value)
        return next
      },
      { preventScrollReset: true },
    )

  return (
    <PageLayout>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-stone-600">{t('intro')}</p>
        </div>
        {groups.length > 1 && group ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="planner-group">{t('familyGroup')}</Label>
            <select
              id="planner-group"
              value={group.id}
              onChange={(event) => update({ group: event.target.value })}
              className="h-11 rounded-xl border border-stone-300 bg-white px-3"
            >
              {groups.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {!group ? (
        <FamilyGroupRequired />
      ) : (
        <Tabs.Root value={tab} onValueChange={(value) => update({ tab: value })}>
          <Tabs.List
            aria-label={t('tabsLabel')}
            className="mb-6 flex gap-1 rounded-xl bg-stone-100 p-1 sm:inline-flex"
          >
            <Tabs.Trigger value="daily" className={TAB_CLASS}>
              <Sparkles className="size-4" aria-hidden /> {t('daily')}
            </Tabs.Trigger>
            <Tabs.Trigger value="weekly" className={TAB_CLASS}>
              <CalendarDays className="size-4" aria-hidden /> {t('weekly')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="daily">
            <PlanGate feature="smartPlanner" groupId={group.id}>
              <DailyPlanner key={group.id} groupId={group.id} fridgeInventory={user.fridgeInventory} />
            </PlanGate>
          </Tabs.Content>
          <Tabs.Content value="weekly">
            <PlanGate feature="weeklyMealPlans" groupId={group.id}>
              <WeeklyPlanner
                groupId={group.id}
                weekStart={weekStart}
                onWeekChange={(week) => update({ week })}
              />
              <CalendarFeedCard key={group.id} groupId={group.id} />
            </PlanGate>
          </Tabs.Content>
        </Tabs.Root>
      )}
    </PageLayout>
  )
}
