import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { isMember } from './membership.repository'

export const GROUP_NOT_FOUND = 'Group not found'

/** Member check for other features (voting, recipes, planning, billing): 404 for non-members, never a hint. */
export async function requireGroupMember(
  ctx: AppContext,
  { userId, groupId }: { userId: number; groupId: number },
) {
  if (!(await isMember(ctx.db, groupId, userId))) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND)
}
