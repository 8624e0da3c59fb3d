/** Carries an invite code across the full-page reload that follows signing in on /join/{code}. */
export const PENDING_INVITE_STORAGE_KEY = 'pendingInviteCode'

export const storePendingInvite = (code: string) => sessionStorage.setItem(PENDING_INVITE_STORAGE_KEY, code)

/** Reads and forgets the code, so the join runs once. */
export const takePendingInvite = () => {
  const code = sessionStorage.getItem(PENDING_INVITE_STORAGE_KEY)
  sessionStorage.removeItem(PENDING_INVITE_STORAGE_KEY)
  return code
}
