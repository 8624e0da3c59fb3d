/** Carries an invite code across the full-page reload that follows signing in on /join/{code}. */
const PENDING_INVITE_STORAGE_KEY = 'pendingInviteCode'
/** Stays after the join, so onboarding knows not to ask someone who came by invite about groups. */
const ARRIVED_BY_INVITE_STORAGE_KEY = 'arrivedByInvite'

export const storePendingInvite = (code: string) => {
  sessionStorage.setItem(PENDING_INVITE_STORAGE_KEY, code)
  sessionStorage.setItem(ARRIVED_BY_INVITE_STORAGE_KEY, 'true')
}

/** Reads and forgets the code, so the join runs once. */
export const takePendingInvite = () => {
  const code = sessionStorage.getItem(PENDING_INVITE_STORAGE_KEY)
  sessionStorage.removeItem(PENDING_INVITE_STORAGE_KEY)
  return code
}

export const hasArrivedByInvite = () => sessionStorage.getItem(ARRIVED_BY_INVITE_STORAGE_KEY) === 'true'

export const forgetArrivedByInvite = () => sessionStorage.removeItem(ARRIVED_BY_INVITE_STORAGE_KEY)
