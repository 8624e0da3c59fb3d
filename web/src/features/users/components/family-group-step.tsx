import { useId, type ReactNode } from 'react'
import { GROUP_NAME_MAX_LENGTH, INVITE_CODE_LENGTH } from '@forkcast/contract/groups.constants'
import { Field } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import type { GroupAction } from '../utils/onboarding-steps'

const GROUP_ACTIONS: readonly { value: GroupAction; label: string; description: string }[] = [
  { value: 'create', label: 'Create a group', description: 'Start one and invite your family' },
  { value: 'join', label: 'Join a group', description: 'Use the invite code someone shared' },
  { value: 'skip', label: 'Skip for now', description: 'You can do this later from the dashboard' },
]

// Codes are shown upper case without spaces, as the groups pages show them.
const normalizeCode = (value: string) => value.toUpperCase().replace(/\s+/g, '').slice(0, INVITE_CODE_LENGTH)

interface FamilyGroupStepProps {
  action: GroupAction
  onActionChange: (action: GroupAction) => void
  groupName: string
  onGroupNameChange: (name: string) => void
  inviteCode: string
  onInviteCodeChange: (code: string) => void
  /** The server's word on the name or code (e.g. no group uses it), shown beside the field. */
  error?: string
}

/**
 * Create, join or skip. The name and code fields are always there under their choice, and typing in one
 * chooses it: a creator types the name and presses Finish, with no tap on the radio first.
 */
export const FamilyGroupStep = (props: FamilyGroupStepProps) => {
  const name = useId()
  const choose = (action: GroupAction) => {
    if (props.action !== action) props.onActionChange(action)
  }
  const fields: Partial<Record<GroupAction, ReactNode>> = {
    create: (
      <Field
        label="Group name"
        placeholder="e.g. The Garcia Family"
        autoComplete="off"
        maxLength={GROUP_NAME_MAX_LENGTH}
        error={props.action === 'create' ? props.error : undefined}
        value={props.groupName}
        onChange={(event) => {
          choose('create')
          props.onGroupNameChange(event.target.value)
        }}
      />
    ),
    join: (
      <Field
        label="Invite code"
        placeholder="ABCD2345"
        hint={`${props.inviteCode.length}/${INVITE_CODE_LENGTH} characters`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="font-mono uppercase tracking-widest"
        error={props.action === 'join' ? props.error : undefined}
        value={props.inviteCode}
        onChange={(event) => {
          choose('join')
          props.onInviteCodeChange(normalizeCode(event.target.value))
        }}
      />
    ),
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm text-stone-600">What would you like to do?</legend>
      {GROUP_ACTIONS.map((option) => (
        <div
          key={option.value}
          className={cn(
            'flex flex-col gap-3 rounded-xl border p-3',
            props.action === option.value ? 'border-brand-400 bg-brand-50' : 'border-stone-200 bg-white',
          )}
        >
          <label className="flex cursor-pointer items-start gap-3 rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={props.action === option.value}
              aria-labelledby={`${name}-${option.value}-label`}
              aria-describedby={`${name}-${option.value}-description`}
              onChange={() => props.onActionChange(option.value)}
              className="mt-0.5 size-4 accent-brand-700 focus-visible:outline-none"
            />
            <span>
              <span id={`${name}-${option.value}-label`} className="block text-sm font-medium">
                {option.label}
              </span>
              <span id={`${name}-${option.value}-description`} className="block text-xs text-stone-600">
                {option.description}
              </span>
            </span>
          </label>
          {fields[option.value] ? <div className="pl-7">{fields[option.value]}</div> : null}
        </div>
      ))}
    </fieldset>
  )
}
