import { z } from 'zod'
import { IdSchema, idNumber, requiredText, safeString } from './common.schemas'
import { GROUP_NAME_MAX_LENGTH, INVALID_INVITE_CODE_MESSAGE, INVITE_CODE_LENGTH } from './groups.constants'

export * from './groups.constants'

export const GroupNameSchema = z.object({ name: requiredText('Group name', GROUP_NAME_MAX_LENGTH) })
export type GroupName = z.infer<typeof GroupNameSchema>

export const InviteCodeSchema = safeString('Invite code', { error: INVALID_INVITE_CODE_MESSAGE })
  .trim()
  .toUpperCase()
  .length(INVITE_CODE_LENGTH, INVALID_INVITE_CODE_MESSAGE)

export const JoinGroupSchema = z.object({ inviteCode: InviteCodeSchema })
export type JoinGroup = z.infer<typeof JoinGroupSchema>

export const GroupParamsSchema = z.object({ id: IdSchema })
export const GroupMemberParamsSchema = z.object({ id: IdSchema, userId: idNumber('userId') })
export const InviteParamsSchema = z.object({ code: safeString('Invite code').max(32) })

export const FamilyGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inviteCode: z.string(),
  memberCount: z.number().int(),
  ownerId: z.number().int(),
  isOwner: z.boolean(),
  createdAt: z.string(),
})
export type FamilyGroup = z.infer<typeof FamilyGroupSchema>

export const GroupMemberSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  initials: z.string(),
  isOwner: z.boolean(),
  joinedAt: z.string(),
})
export type GroupMember = z.infer<typeof GroupMemberSchema>

export const LeaveGroupResultSchema = z.object({ success: z.literal(true), groupDeleted: z.boolean() })

export const InvitePreviewSchema = z.object({
  groupName: z.string(),
  memberCount: z.number().int(),
  isFull: z.boolean(),
})
export type InvitePreview = z.infer<typeof InvitePreviewSchema>
