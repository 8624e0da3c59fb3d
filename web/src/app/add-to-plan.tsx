import { useId, useState, type SelectHTMLAttributes } from 'react'
import { Link } from 'react-router'
import { CalendarPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  AddToWeekFormSchema,
  DEFAULT_MEAL_SERVINGS,
  MAX_MEAL_SERVINGS,
  MEAL_TYPES,
  WEEK_DAY_ORDER,
  dateOfDay,
} from '@forkcast/contract/planning.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { useAddToWeek } from '@/features/planning/api/add-to-week'
import {
  currentWeekStart,
  formatShortDate,
  formatWeekday,
  formatWeekdayHeading,
  shiftWeek,
} from '@/features/planning/utils/week'
import { PlanGate } from '@/features/subscriptions/components/plan-gate'
import { notify } from '@/lib/toast'
import { useSchemaForm } from '@/lib/use-schema-form'

interface PlanGroup {
  id: number
  name: string
}

interface AddToPlanProps {
  recipeId: number
  title: string
  groups: readonly PlanGroup[]
  /** The group the recipe was opened for (a decision's), chosen first. */
  preferredGroupId?: number
  /** The servings the page shows; the recipe's own when it has them. */
  defaultServings?: number | null
}

const SELECT_CLASS = 'h-11 rounded-xl border border-stone-300 bg-white px-3'
const clampServings = (value: number | null | undefined) =>
  value && Number.isInteger(value) ? Math.min(Math.max(value, 1), MAX_MEAL_SERVINGS) : DEFAULT_MEAL_SERVINGS

/** "Add to plan" for any recipe (its page, a decided board): a day and meal of a group's week. */
export const AddToPlan = (props: AddToPlanProps) => {
  const { t } = useTranslation('shell')
  const [isOpen, setOpen] = useState(false)
  if (props.groups.length === 0)
    return (
      <Link to={paths.family.getHref()} className={buttonVariants({ variant: 'secondary' })}>
        <CalendarPlus aria-hidden /> {t('addToPlan.startFamily')}
      </Link>
    )
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden /> {t('addToPlan.add')}
      </Button>
      {isOpen ? <AddToPlanDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

const AddToPlanDialog = ({
  recipeId,
  title,
  groups,
  preferredGroupId,
  defaultServings,
  onClose,
}: AddToPlanProps & { onClose: () => void }) => {
  const { t } = useTranslation('shell')
  const selectId = useId()
  const [groupId, setGroupId] = useState(
    groups.find((group) => group.id === preferredGroupId)?.id ?? groups[0]!.id,
  )
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('addToPlan.dialogTitle', { title })}
      className="max-w-lg"
    >
      <div className="flex flex-col gap-4">
        {groups.length > 1 ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={selectId}>{t('addToPlan.family')}</Label>
            <select
              id={selectId}
              value={groupId}
              onChange={(event) => setGroupId(Number(event.target.value))}
              className={SELECT_CLASS}
            >
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {/* Weekly plans are paid for: the offer comes before a form that would end in a refusal. */}
        <PlanGate feature="weeklyMealPlans" groupId={groupId}>
          <AddToPlanForm
            key={groupId}
            recipeId={recipeId}
            title={title}
            groupId={groupId}
            defaultServings={clampServings(defaultServings)}
            onDone={onClose}
          />
        </PlanGate>
      </div>
    </Dialog>
  )
}

/** A labelled select with its error beside it, wired for screen readers like Field. */
const SelectField = ({
  label,
  error,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string }) => {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={SELECT_CLASS}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

const AddToPlanForm = ({
  recipeId,
  title,
  groupId,
  defaultServings,
  onDone,
}: {
  recipeId: number
  title: string
  groupId: number
  defaultServings: number
  onDone: () => void
}) => {
  const { t } = useTranslation('shell')
  const addToWeek = useAddToWeek()
  const thisWeek = currentWeekStart()
  const form = useSchemaForm(AddToWeekFormSchema, {
    defaultValues: {
      weekStartDate: thisWeek,
      dayOfWeek: new Date().getDay(),
      mealType: 'dinner',
      servings: defaultServings,
    },
  })
  const { errors } = form.formState
  const weekStart = form.watch('weekStartDate')

  const submit = form.handleSubmit(({ weekStartDate, dayOfWeek, mealType, servings }) =>
    addToWeek.mutate(
      { groupId, weekStartDate, meal: { recipeId, dayOfWeek, mealType, servings } },
      {
        onSuccess: () => {
          const date = dateOfDay(weekStartDate, dayOfWeek)
          notify({
            title: t('addToPlan.added'),
            description: t('addToPlan.addedDescription', {
              title,
              meal: t(`addToPlan.mealInSentence.${mealType}`),
              day: formatWeekday(dayOfWeek),
              date: formatShortDate(date),
            }),
          })
          onDone()
        },
        onError: (error) => form.showServerErrors(error),
      },
    ),
  )

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t('addToPlan.week')}
          error={errors.weekStartDate?.message}
          {...form.register('weekStartDate')}
        >
          <option value={thisWeek}>{t('addToPlan.thisWeek')}</option>
          <option value={shiftWeek(thisWeek, 1)}>{t('addToPlan.nextWeek')}</option>
        </SelectField>
        <SelectField
          label={t('addToPlan.day')}
          error={errors.dayOfWeek?.message}
          {...form.register('dayOfWeek')}
        >
          {WEEK_DAY_ORDER.map((day) => (
            <option key={day} value={day}>
              {formatWeekdayHeading(day)}, {formatShortDate(dateOfDay(weekStart, day))}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('addToPlan.meal')}
          error={errors.mealType?.message}
          {...form.register('mealType')}
        >
          {MEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`addToPlan.mealOption.${type}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('addToPlan.servings')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_MEAL_SERVINGS}
          error={errors.servings?.message}
          {...form.register('servings', { valueAsNumber: true })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={addToWeek.isPending}>
          <CalendarPlus aria-hidden /> {addToWeek.isPending ? t('addToPlan.adding') : t('addToPlan.add')}
        </Button>
        <Link to={paths.weeklyPlanner.getHref()} className={buttonVariants({ variant: 'link', size: 'sm' })}>
          {t('addToPlan.openPlan')}
        </Link>
      </div>
    </form>
  )
}
