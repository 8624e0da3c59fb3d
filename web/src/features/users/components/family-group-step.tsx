import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { GROUP_NAME_MAX_LENGTH, INVITE_CODE_LENGTH } from '@forkcast/contract/groups.constants'
import { Field } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import type { GroupAction } from '../utils/onboarding-steps'

/** The choices in the order shown; their words are familyGroupStep.<action>.label and .description. */
const GROUP_ACTIONS: readonly GroupAction[] = ['create', 'join', 'skip']

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
  const { t } = useTranslation('users')
  const name = useId()
  const choose = (action: GroupAction) => {
    if (props.action !== action) props.onActionChange(action)
  }
  const fields: Partial<Record<GroupAction, ReactNode>> = {
    create: (
      <Field
        label={t('familyGroupStep.groupName')}
        placeholder={t('familyGroupStep.groupNamePlaceholder')}
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
        label={t('familyGroupStep.inviteCode')}
        placeholder={t('familyGroupStep.inviteCodePlaceholder')}
        hint={t('familyGroupStep.inviteCodeLength', {
          length: props.inviteCode.length,
          max: INVITE_CODE_LENGTH,
        })}
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
      <legend className="mb-2 text-sm text-stone-600">{t('familyGroupStep.question')}</legend>
      {GROUP_ACTIONS.map((value) => (
        <div
          key={value}
          className={cn(
            'flex flex-col gap-3 rounded-xl border p-3',
            props.action === value ? 'border-brand-400 bg-brand-50' : 'border-stone-200 bg-white',
          )}
        >
          <label className="flex cursor-pointer items-start gap-3 rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
            <input
              type="radio"
              name={name}
              value={value}
              checked={props.action === value}
              aria-labelledby={`${name}-${value}-label`}
              aria-describedby={`${name}-${value}-description`}
              onChange={() => props.onActionChange(value)}
              className="mt-0.5 size-4 accent-brand-700 focus-visible:outline-none"
            />
            <span>
              <span id={`${name}-${value}-label`} className="block text-sm font-medium">
                {t(`familyGroupStep.${value}.label`)}
              </span>
              <span id={`${name}-${value}-description`} className="block text-xs text-stone-600">
                {t(`familyGroupStep.${value}.description`)}
              </span>
            </span>
          </label>
          {fields[value] ? <div className="pl-7">{fields[value]}</div> : null}
        </div>
      ))}
    </fieldset>
  )
}
