import { verify } from '@node-rs/argon2'
import {
  EMAIL_CHANGE_TTL_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
  type AccountSession,
  type ChangeEmail,
  type ChangePassword,
  type MailSent,
  type ResetPassword,
} from '@forkcast/contract/account.schemas'
import type { AppContext } from '../../lib/app-context'
import { linkOrigin } from '../../config'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit } from '../../lib/rate-limit'
import { createSessionToken, hashToken } from '../../lib/tokens'
import {
  deleteUserRow,
  findUserByEmail,
  findUserById,
  updateUser,
  type UserRow,
} from '../users/users.repository'
import { hashNewPassword } from '../auth/auth.service'
import { leaveGroup } from '../groups/groups.service'
import {
  consumeAccountToken,
  deleteUserSessionById,
  deleteUserSessions,
  expireUnusedTokens,
  findLiveAccountToken,
  insertAccountToken,
  listGroupIdsOfUser,
  listRatedRecipeIds,
  listUserSessions,
  readAccountData,
  refreshRatingSummaries,
  type AccountTokenPurpose,
} from './account.repository'
import { describeDevice } from './describe-device'
import { signedOutEvent } from '../../realtime/events'

const MINUTE_MS = 60_000
const RESET_LINK_SENT =
  'If an account uses that email, we sent it a link to choose a new password. The link works for 30 minutes.'
const LINK_INVALID = 'This link has expired or was already used. Ask for a new one.'
const WRONG_PASSWORD = 'That password is not right. Enter the password you sign in with.'

/**
 * Where links in mail point. PUBLIC_ORIGIN when set; otherwise this machine's own address, never a Host header
 * from the request (a forged Host would send reset links to an attacker's site).
 */

async function issueLink(
  ctx: AppContext,
  {
    user,
    purpose,
    ttlMs,
    newEmail,
  }: { user: UserRow; purpose: AccountTokenPurpose; ttlMs: number; newEmail?: string },
): Promise<string> {
  const now = new Date()
  const token = createSessionToken()
  await ctx.db.transaction(async (tx) => {
    await expireUnusedTokens(tx, { userId: user.id, purpose, now })
    await insertAccountToken(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      purpose,
      newEmail: newEmail ?? null,
      expiresAt: new Date(now.getTime() + ttlMs),
    })
  })
  return token
}

/** Tells the user's open streams on every instance to check they still have a session (see realtime). */
async function endSessions(ctx: AppContext, userId: number, tokenHashes: string[]) {
  if (tokenHashes.length > 0) await ctx.hub.publish(signedOutEvent(userId))
}

async function assertPassword(user: UserRow, password: string, field: string) {
  if (!(await verify(user.passwordHash, password)))
    throw new AppError('VALIDATION_ERROR', WRONG_PASSWORD, {
      issues: [{ path: field, message: WRONG_PASSWORD }],
    })
}

/** The same answer whether or not the email has an account; only an owner of the mailbox can go on. */
export async function requestPasswordReset(
  ctx: AppContext,
  { email, ip }: { email: string; ip: string },
): Promise<MailSent> {
  const windowSeconds = ctx.config.AUTH_RATE_LIMIT_WINDOW_SECONDS
  const action = 'password reset requests'
  await enforceRateLimit(ctx.db, {
    key: `reset:ip:${ip}`,
    limit: ctx.config.AUTH_RATE_LIMIT_PER_IP,
    windowSeconds,
    action,
  })
  await enforceRateLimit(ctx.db, { key: `reset:email:${email}`, limit: 5, windowSeconds, action })
  const user = await findUserByEmail(ctx.db, email)
  if (user) {
    const token = await issueLink(ctx, {
      user,
      purpose: 'password-reset',
      ttlMs: PASSWORD_RESET_TTL_MINUTES * MINUTE_MS,
    })
    await ctx.mailer.send({
      to: user.email,
      subject: 'Choose a new Forkcast password',
      text: [
        `Hi ${user.firstName || 'there'},`,
        '',
        'Someone (we hope you) asked to reset the password of your Forkcast account.',
        `Choose a new password here within ${PASSWORD_RESET_TTL_MINUTES} minutes:`,
        '',
        `${linkOrigin(ctx.config)}/reset-password?token=${token}`,
        '',
        'If it was not you, ignore this mail: your password stays as it is.',
      ].join('\n'),
    })
  }
  return { message: RESET_LINK_SENT }
}

/** Sets a new password from a mailed link; every session of the account ends, including on other devices. */
export async function resetPassword(ctx: AppContext, { token, password }: ResetPassword) {
  const tokenHash = hashToken(token)
  const invalid = new AppError('VALIDATION_ERROR', LINK_INVALID, {
    issues: [{ path: 'token', message: LINK_INVALID }],
  })
  const live = await findLiveAccountToken(ctx.db, { tokenHash, purpose: 'password-reset', now: new Date() })
  const user = live ? await findUserById(ctx.db, live.userId) : null
  if (!user) throw invalid
  // Checked before the link is used up, so a refused password leaves the link working.
  const passwordHash = await hashNewPassword(password, user.email)
  const ended = await ctx.db.transaction(async (tx) => {
    if (!(await consumeAccountToken(tx, { tokenHash, purpose: 'password-reset', now: new Date() })))
      throw invalid
    await updateUser(tx, user.id, { passwordHash })
    return deleteUserSessions(tx, { userId: user.id })
  })
  await endSessions(ctx, user.id, ended)
  return { success: true as const }
}

/** Needs the current password; the other devices are signed out, this one stays signed in. */
export async function changePassword(
  ctx: AppContext,
  { user, sessionTokenHash, input }: { user: UserRow; sessionTokenHash: string; input: ChangePassword },
) {
  await assertPassword(user, input.currentPassword, 'currentPassword')
  const passwordHash = await hashNewPassword(input.newPassword, user.email)
  const ended = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash })
    return deleteUserSessions(tx, { userId: user.id, exceptTokenHash: sessionTokenHash })
  })
  await endSessions(ctx, user.id, ended)
  return { success: true as const }
}

/**
 * Sends a confirmation link to the new address; the email changes only when it is opened. A taken address gets
 * the same answer (its owner is told by mail instead), so the form cannot reveal who has an account.
 */
export async function requestEmailChange(
  ctx: AppContext,
  { user, input }: { user: UserRow; input: ChangeEmail },
): Promise<MailSent> {
  await assertPassword(user, input.password, 'password')
  if (input.newEmail === user.email) {
    const message = 'That is already your email address.'
    throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'newEmail', message }] })
  }
  const answer = {
    message: `We sent a confirmation link to ${input.newEmail}. Your email changes when you open it.`,
  }
  if (await findUserByEmail(ctx.db, input.newEmail)) {
    await ctx.mailer.send({
      to: input.newEmail,
      subject: 'Someone tried to move a Forkcast account to this address',
      text: [
        'Someone asked to change the email of a Forkcast account to this address, which already has an account.',
        'Nothing was changed. If it was you, sign in with this address instead, or use Forgot password.',
      ].join('\n'),
    })
    return answer
  }
  const token = await issueLink(ctx, {
    user,
    purpose: 'email-change',
    ttlMs: EMAIL_CHANGE_TTL_HOURS * 60 * MINUTE_MS,
    newEmail: input.newEmail,
  })
  await ctx.mailer.send({
    to: input.newEmail,
    subject: 'Confirm your new Forkcast email',
    text: [
      `Hi ${user.firstName || 'there'},`,
      '',
      `Open this link within ${EMAIL_CHANGE_TTL_HOURS} hours to use this address for your Forkcast account:`,
      '',
      `${linkOrigin(ctx.config)}/confirm-email?token=${token}`,
    ].join('\n'),
  })
  await ctx.mailer.send({
    to: user.email,
    subject: 'Your Forkcast email is about to change',
    text: `Someone signed in to your account asked to change its email to ${input.newEmail}. If it was not you, change your password now.`,
  })
  return answer
}

export async function confirmEmailChange(ctx: AppContext, { token }: { token: string }) {
  const link = await consumeAccountToken(ctx.db, {
    tokenHash: hashToken(token),
    purpose: 'email-change',
    now: new Date(),
  })
  if (!link?.newEmail)
    throw new AppError('VALIDATION_ERROR', LINK_INVALID, {
      issues: [{ path: 'token', message: LINK_INVALID }],
    })
  if (await findUserByEmail(ctx.db, link.newEmail)) {
    const message = 'Another account started using that address in the meantime. Choose a different one.'
    throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'token', message }] })
  }
  const updated = await updateUser(ctx.db, link.userId, { email: link.newEmail })
  if (!updated)
    throw new AppError('VALIDATION_ERROR', LINK_INVALID, {
      issues: [{ path: 'token', message: LINK_INVALID }],
    })
  return { success: true as const, email: updated.email }
}

/**
 * Removes the account and its personal data. Groups are left the way leaving works (ownership passes on, the
 * last member out deletes the group); shared imported recipes stay, as they carry no one's name.
 */
export async function deleteAccount(
  ctx: AppContext,
  { user, password }: { user: UserRow; password: string },
) {
  await assertPassword(user, password, 'password')
  for (const groupId of await listGroupIdsOfUser(ctx.db, user.id))
    await leaveGroup(ctx, { userId: user.id, groupId })
  const ended = await ctx.db.transaction(async (tx) => {
    const rated = await listRatedRecipeIds(tx, user.id)
    const tokenHashes = await deleteUserSessions(tx, { userId: user.id })
    await deleteUserRow(tx, user.id)
    await refreshRatingSummaries(tx, rated)
    return tokenHashes
  })
  await endSessions(ctx, user.id, ended)
  return { success: true as const }
}

export async function listSessions(
  ctx: AppContext,
  { user, sessionTokenHash }: { user: UserRow; sessionTokenHash: string },
): Promise<AccountSession[]> {
  const rows = await listUserSessions(ctx.db, user.id, new Date())
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    isCurrent: row.tokenHash === sessionTokenHash,
  }))
}

export async function endOtherSession(ctx: AppContext, { user, id }: { user: UserRow; id: string }) {
  const tokenHash = await deleteUserSessionById(ctx.db, { userId: user.id, id })
  if (!tokenHash) throw new AppError('NOT_FOUND', 'That device is already signed out.')
  await endSessions(ctx, user.id, [tokenHash])
  return { success: true as const }
}

/** One JSON document of everything stored about the user; secrets (password hash, session tokens) excluded. */
export async function exportAccount(ctx: AppContext, user: UserRow) {
  const data = await readAccountData(ctx.db, user.id)
  const { passwordHash: _passwordHash, ...profile } = data.user ?? user
  return {
    exportedAt: new Date().toISOString(),
    profile,
    groups: data.groups,
    recipes: data.ownRecipes,
    savedRecipes: data.saved,
    ratings: data.ratings,
    devices: data.devices.map((device) => ({ ...device, device: describeDevice(device.userAgent) })),
  }
}
