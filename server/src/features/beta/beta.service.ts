import { randomInt } from 'node:crypto'
import {
  BETA_CODE_LENGTH,
  BETA_TIER,
  type BetaInvite,
  type BetaTester,
} from '@forkcast/contract/beta.schemas'
import { INVITE_CODE_ALPHABET } from '@forkcast/contract/groups.schemas'
import { nowOf, type AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit } from '../../lib/rate-limit'
import { getTierName } from '../subscriptions/subscriptions.service'
import {
  findBetaTesterByCode,
  findBetaTesterOfUser,
  findBetaTesters,
  insertBetaTester,
  redeemBetaCode,
  type BetaTesterRow,
} from './beta.repository'

const MAX_CODE_ATTEMPTS = 5
const INVALID_CODE = 'This beta invite is not valid. Check the link or ask for a new one.'

/** 12 characters from the unambiguous alphabet (31^12 codes): a guess never lands on a real one. */
const generateBetaCode = () => {
  let code = ''
  for (let index = 0; index < BETA_CODE_LENGTH; index += 1) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]
  }
  return code
}

const toBetaTester = (row: BetaTesterRow): BetaTester => ({
  id: row.id,
  email: row.email,
  accessLevel: row.accessLevel,
  inviteCode: row.inviteCode,
  invitedAt: row.invitedAt.toISOString(),
  notes: row.notes,
  redeemedAt: row.redeemedAt?.toISOString() ?? null,
})

export async function listBetaTesters(ctx: AppContext): Promise<BetaTester[]> {
  return (await findBetaTesters(ctx.db)).map(toBetaTester)
}

export async function addBetaTester(
  ctx: AppContext,
  {
    invitedBy,
    email,
    accessLevel,
    notes,
  }: { invitedBy: number; email: string; accessLevel: BetaTester['accessLevel']; notes?: string },
) {
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
    const row = await insertBetaTester(ctx.db, {
      email,
      accessLevel,
      notes: notes ?? null,
      invitedBy,
      inviteCode: generateBetaCode(),
    })
    if (row) return { inviteCode: row.inviteCode, tester: toBetaTester(row) }
  }
  throw new Error('Could not draw a unique beta invite code')
}

const normalizeCode = (code: string) => code.trim().toUpperCase()

/** What /beta/{code} shows before anyone signs in; rate-limited per address like group invites. */
export async function getBetaInvite(
  ctx: AppContext,
  { code, ip }: { code: string; ip: string },
): Promise<BetaInvite> {
  await enforceRateLimit(ctx.db, {
    key: `beta:ip:${ip}`,
    limit: 60,
    windowSeconds: 600,
    action: 'invite look-ups',
  })
  const row = await findBetaTesterByCode(ctx.db, normalizeCode(code))
  if (!row) throw new AppError('NOT_FOUND', INVALID_CODE)
  if (row.redeemedBy !== null) throw new AppError('CONFLICT', 'This beta invite has already been used.')
  return { accessLevel: row.accessLevel, tierName: getTierName(ctx.config, BETA_TIER[row.accessLevel]) }
}

/** The signed-in user claims a beta code: single use, one beta invite per account. */
export async function redeemBetaInvite(
  ctx: AppContext,
  { userId, code, ip }: { userId: number; code: string; ip: string },
) {
  await enforceRateLimit(ctx.db, {
    key: `beta:ip:${ip}`,
    limit: 60,
    windowSeconds: 600,
    action: 'invite look-ups',
  })
  const normalized = normalizeCode(code)
  return ctx.db.transaction(async (tx) => {
    if (await findBetaTesterOfUser(tx, userId)) {
      throw new AppError('CONFLICT', 'Your account already has beta access.')
    }
    const row = await redeemBetaCode(tx, { code: normalized, userId, now: nowOf(ctx) })
    if (row) return { tier: BETA_TIER[row.accessLevel] }
    const existing = await findBetaTesterByCode(tx, normalized)
    if (!existing) throw new AppError('NOT_FOUND', INVALID_CODE)
    throw new AppError('CONFLICT', 'This beta invite has already been used.')
  })
}

const BETA_PAGE = /^\/beta\/([A-Za-z0-9-]{1,64})$/

/**
 * A registration begun on /beta/{code} claims the invite as the account is created from the mailed link,
 * so the invite survives the mail whichever browser opens it. Answers the tier's name, or null when the
 * page was not a beta invite or the code was used meanwhile (the account is created all the same).
 */
export async function claimBetaInviteOfRegistration(
  ctx: AppContext,
  { userId, continueTo }: { userId: number; continueTo: string | null },
): Promise<{ tierName: string } | null> {
  const code = continueTo ? BETA_PAGE.exec(continueTo)?.[1] : undefined
  if (!code) return null
  const row = await redeemBetaCode(ctx.db, {
    code: normalizeCode(code),
    userId,
    now: nowOf(ctx),
  })
  return row ? { tierName: getTierName(ctx.config, BETA_TIER[row.accessLevel]) } : null
}
