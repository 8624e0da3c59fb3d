import { deletePersonalFavorites } from '../favorites/favorites.repository'
import { verify } from '@node-rs/argon2'
import {
  EMAIL_CHANGE_TTL_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
  type AccountExport,
  type AccountSession,
  type ChangeEmail,
  type ChangePassword,
  type MailSent,
  type ResetPassword,
} from '@forkcast/contract/account.schemas'
import type { Language } from '@forkcast/contract/languages'
import type { AppContext } from '../../lib/app-context'
import { mailGreeting, recipientLanguage, tFor } from '../../lib/i18n'
import type { Executor } from '../../db/client'
import { linkOrigin } from '../../config'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit, forgetRateLimitKeys } from '../../lib/rate-limit'
import { createSessionToken, hashToken } from '../../lib/tokens'
import {
  deleteUserRow,
  findUserByEmail,
  findUserById,
  updateUser,
  type UserRow,
} from '../users/users.repository'
import { hashNewPassword, signInKeysOf } from '../auth/auth.service'
import { deletePendingRegistrationsOf, listKnownDeviceHashes } from '../auth/auth.repository'
import { leaveGroup } from '../groups/groups.service'
import {
  consumeAccountToken,
  deleteUserSessionById,
  expireAllUnusedTokens,
  deleteUserSessions,
  expireUnusedTokens,
  findLiveAccountToken,
  insertAccountToken,
  listGroupIdsOfUser,
  listRatedRecipeIds,
  listUserSessions,
  refreshRatingSummaries,
  type AccountTokenPurpose,
} from './account.repository'
import { describeDevice } from './describe-device'
import { readAccountExport } from './account-export.repository'
import { signedOutEvent } from '../../realtime/events'

const MINUTE_MS = 60_000
const resetEmailKey = (email: string) => `reset:email:${email}`
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

/**
 * Every mailed link that could still act on the account dies with a change of its email or password: reset and
 * email-change links, and registration links for the addresses involved (a freed address must not be claimed by
 * a link sent before).
 */
async function revokeMailedLinks(tx: Executor, { userId, emails }: { userId: number; emails: string[] }) {
  await expireAllUnusedTokens(tx, { userId, now: new Date() })
  for (const email of emails) await deletePendingRegistrationsOf(tx, email)
}

async function assertPassword(user: UserRow, password: string, field: string) {
  if (!(await verify(user.passwordHash, password)))
    throw new AppError('VALIDATION_ERROR', WRONG_PASSWORD, {
      issues: [{ path: field, message: WRONG_PASSWORD }],
    })
}

/**
 * The same answer, in the same time, whether or not the email has an account: the request only spends the rate
 * limits (which do not depend on the account); finding the account and mailing the link is `mailResetLink`,
 * which the route runs after the answer has gone out.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  {
    email,
    ip,
    loopbackOrigin = null,
    language = 'en',
  }: {
    email: string
    ip: string
    loopbackOrigin?: string | null
    /** The request's language: the mail's, when the account has none of its own yet. */
    language?: Language
  },
): Promise<{ answer: MailSent; mailResetLink: () => Promise<void> }> {
  const windowSeconds = ctx.config.AUTH_RATE_LIMIT_WINDOW_SECONDS
  const action = 'password reset requests'
  await enforceRateLimit(ctx.db, {
    key: `reset:ip:${ip}`,
    limit: ctx.config.AUTH_RATE_LIMIT_PER_IP,
    windowSeconds,
    action,
  })
  await enforceRateLimit(ctx.db, { key: resetEmailKey(email), limit: 5, windowSeconds, action })
  return {
    answer: { message: RESET_LINK_SENT },
    mailResetLink: () => mailResetLink(ctx, email, loopbackOrigin, language),
  }
}

async function mailResetLink(
  ctx: AppContext,
  email: string,
  loopbackOrigin: string | null,
  requestLanguage: Language,
) {
  const user = await findUserByEmail(ctx.db, email)
  if (!user) return
  const token = await issueLink(ctx, {
    user,
    purpose: 'password-reset',
    ttlMs: PASSWORD_RESET_TTL_MINUTES * MINUTE_MS,
  })
  const t = tFor(recipientLanguage(user, requestLanguage))
  await ctx.providers.mail.send({
    to: user.email,
    subject: t('mail.passwordReset.subject'),
    text: [
      mailGreeting(t, user.firstName),
      '',
      t('mail.passwordReset.intro'),
      t('mail.passwordReset.chooseWithin', { minutes: PASSWORD_RESET_TTL_MINUTES }),
      '',
      `${linkOrigin(ctx.config, loopbackOrigin)}/reset-password?token=${token}`,
      '',
      t('mail.passwordReset.ignore'),
    ].join('\n'),
  })
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
    await revokeMailedLinks(tx, { userId: user.id, emails: [user.email] })
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
  // The form names its field newPassword: the policy's refusal is shown beside it.
  const passwordHash = await hashNewPassword(input.newPassword, user.email, 'newPassword')
  const ended = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash })
    await revokeMailedLinks(tx, { userId: user.id, emails: [user.email] })
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
  {
    user,
    input,
    loopbackOrigin = null,
    language = 'en',
  }: {
    user: UserRow
    input: ChangeEmail
    loopbackOrigin?: string | null
    /** The request's language: the mails', for an account that has none of its own yet. */
    language?: Language
  },
): Promise<MailSent> {
  await assertPassword(user, input.password, 'password')
  if (input.newEmail === user.email) {
    const message = 'That is already your email address.'
    throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'newEmail', message }] })
  }
  const answer = {
    message: `We sent a confirmation link to ${input.newEmail}. Your email changes when you open it.`,
  }
  const owner = await findUserByEmail(ctx.db, input.newEmail)
  if (owner) {
    const t = tFor(recipientLanguage(owner, language))
    await ctx.providers.mail.send({
      to: input.newEmail,
      subject: t('mail.emailTaken.subject'),
      text: t('mail.emailTaken.body'),
    })
    return answer
  }
  const token = await issueLink(ctx, {
    user,
    purpose: 'email-change',
    ttlMs: EMAIL_CHANGE_TTL_HOURS * 60 * MINUTE_MS,
    newEmail: input.newEmail,
  })
  const t = tFor(recipientLanguage(user, language))
  await ctx.providers.mail.send({
    to: input.newEmail,
    subject: t('mail.emailChange.subject'),
    text: [
      mailGreeting(t, user.firstName),
      '',
      t('mail.emailChange.openWithin', { hours: EMAIL_CHANGE_TTL_HOURS }),
      '',
      `${linkOrigin(ctx.config, loopbackOrigin)}/confirm-email?token=${token}`,
    ].join('\n'),
  })
  await ctx.providers.mail.send({
    to: user.email,
    subject: t('mail.emailChangeNotice.subject'),
    text: t('mail.emailChangeNotice.body', { email: input.newEmail }),
  })
  return answer
}

export async function confirmEmailChange(ctx: AppContext, { token }: { token: string }) {
  const invalid = new AppError('VALIDATION_ERROR', LINK_INVALID, {
    issues: [{ path: 'token', message: LINK_INVALID }],
  })
  const updated = await ctx.db.transaction(async (tx) => {
    const link = await consumeAccountToken(tx, {
      tokenHash: hashToken(token),
      purpose: 'email-change',
      now: new Date(),
    })
    if (!link?.newEmail) throw invalid
    if (await findUserByEmail(tx, link.newEmail)) {
      const message = 'Another account started using that address in the meantime. Choose a different one.'
      throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'token', message }] })
    }
    const before = await findUserById(tx, link.userId)
    const changed = before ? await updateUser(tx, link.userId, { email: link.newEmail }) : null
    if (!before || !changed) throw invalid
    await revokeMailedLinks(tx, { userId: changed.id, emails: [before.email, changed.email] })
    return changed
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
    // Counters and pending links name the person by email (and network); tokens and devices go with the row.
    const sign = signInKeysOf(user.email, await listKnownDeviceHashes(tx, user.id))
    await forgetRateLimitKeys(tx, {
      keys: [...sign.keys, resetEmailKey(user.email)],
      prefixes: sign.prefixes,
    })
    await revokeMailedLinks(tx, { userId: user.id, emails: [user.email] })
    await deletePersonalFavorites(tx, user.id)
    await deleteUserRow(tx, user.id)
    await refreshRatingSummaries(tx, rated)
    return tokenHashes
  })
  await endSessions(ctx, user.id, ended)
  return { success: true as const }
}

export async function listSessions(
  ctx: AppContext,
  {
    user,
    sessionTokenHash,
    language = 'en',
  }: { user: UserRow; sessionTokenHash: string; language?: Language },
): Promise<AccountSession[]> {
  const rows = await listUserSessions(ctx.db, user.id, new Date())
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent, language),
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

/** One JSON document of everything stored about the user; secrets (password, token and push key hashes) excluded. */
export async function exportAccount(ctx: AppContext, user: UserRow): Promise<AccountExport> {
  const { devices, ...data } = await readAccountExport(ctx.db, user)
  return {
    exportedAt: new Date().toISOString(),
    ...data,
    devices: devices.map((device) => ({
      ...device,
      device: describeDevice(device.userAgent, recipientLanguage(user)),
    })),
  }
}
