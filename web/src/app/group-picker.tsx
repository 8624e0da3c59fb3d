import { ChevronRight, Plus, User as UserIcon, Users } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { User } from '@forkcast/contract/users.schemas'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { GROUP_ID_PARAM, SOLO_GROUP } from '@/lib/decision-group'
import { PageLayout } from './page-layout'

interface GroupPickerProps {
  user: User
  /** The address named a group that is not one of the user's (rather than none at all). */
  isNamed: boolean
  /** The page also works for the user alone (group 0), so "Just me" is offered. */
  allowsSolo?: boolean
}

/** The same address with ?groupId= set: the rest of it (path, other parameters, hash) is kept. */
export const withChosenGroup = (
  location: { pathname: string; search: string; hash: string },
  groupId: number,
): string => {
  const params = new URLSearchParams(location.search)
  params.set(GROUP_ID_PARAM, String(groupId))
  return `${location.pathname}?${params.toString()}${location.hash}`
}

const ROW_CLASS =
  'flex min-h-14 w-full items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-left font-semibold text-stone-900 transition hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/**
 * For a page that needs a deciding group and has none in its address (or one that is not the user's): says so
 * and offers each of the user's groups, one tap each, back to this same page.
 */
export const GroupPicker = ({ user, isNamed, allowsSolo = true }: GroupPickerProps) => {
  const { t } = useTranslation('shell')
  const location = useLocation()
  const groups = user.familyGroups
  return (
    <Card className="mx-auto flex max-w-md flex-col gap-4 p-5 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">
          {isNamed ? t('groupPicker.notYours') : t('groupPicker.whichGroup')}
        </h1>
        <p className="mt-1 text-stone-600">
          {isNamed
            ? t('groupPicker.chooseOneOfYours')
            : groups.length > 0
              ? t('groupPicker.chooseWho')
              : t('groupPicker.noGroupYet')}
        </p>
      </div>
      {groups.length > 0 ? (
        <ul aria-label={t('groupPicker.yourGroups')} className="flex flex-col gap-2">
          {groups.map((group) => (
            <li key={group.id}>
              <Link to={withChosenGroup(location, group.id)} className={ROW_CLASS}>
                <Users className="size-5 shrink-0 text-brand-700" aria-hidden />
                <span className="min-w-0 flex-1 break-words">{group.name}</span>
                <span className="text-sm font-normal text-stone-500">
                  {t('groupPicker.memberCount', { count: group.memberCount })}
                </span>
                <ChevronRight className="size-4 shrink-0 text-stone-400" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {allowsSolo ? (
        <Link to={withChosenGroup(location, SOLO_GROUP.id)} className={ROW_CLASS}>
          <UserIcon className="size-5 shrink-0 text-brand-700" aria-hidden />
          <span className="flex-1">{t('groupPicker.justMe')}</span>
          <ChevronRight className="size-4 shrink-0 text-stone-400" aria-hidden />
        </Link>
      ) : null}
      {groups.length === 0 ? (
        <Link to={paths.family.getHref()} className={buttonVariants({ size: 'lg' })}>
          <Plus aria-hidden /> {t('groupPicker.createGroup')}
        </Link>
      ) : null}
    </Card>
  )
}

/** A whole page that is only the group picker, for routes that cannot go on without a group. */
export const GroupPickerPage = (props: GroupPickerProps) => (
  <PageLayout>
    <GroupPicker {...props} />
  </PageLayout>
)
