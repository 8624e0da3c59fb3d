import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { calendarDayIn } from '@forkcast/contract/calendar'
import type { User } from '@forkcast/contract/users.schemas'
import { notify } from '@/lib/toast'

const NOTICE_KEY = 'dailyResetNotice'
const RESET_TOAST_MS = 5000

/** Spec 4: when today's daily reset ran, say so once per day in this browser session. */
export const useDailyResetNotice = (user: Pick<User, 'lastPreferencesReset' | 'timezone'>) => {
  const { t } = useTranslation('voting')
  const { lastPreferencesReset, timezone } = user
  useEffect(() => {
    const today = calendarDayIn(new Date(), timezone)
    if (lastPreferencesReset !== today || sessionStorage.getItem(NOTICE_KEY) === today) return
    sessionStorage.setItem(NOTICE_KEY, today)
    notify({
      title: t('dailyReset.title'),
      description: t('dailyReset.description'),
      duration: RESET_TOAST_MS,
    })
  }, [lastPreferencesReset, timezone, t])
}
