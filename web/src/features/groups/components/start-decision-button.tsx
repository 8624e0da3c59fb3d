import { Play } from 'lucide-react'
import { useNavigate } from 'react-router'
import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import type { ActiveSession } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { DECISION_START_CATEGORY, storeDecisionStart } from '@/lib/decision-session'

interface StartDecisionButtonProps {
  group: FamilyGroup
  /** The group's decision that is already under way, if any. */
  sessionInProgress: ActiveSession | null
}

/** Spec 4 'Decision start': remember the group (and a session to resume), then open the cuisine round. */
export const StartDecisionButton = ({ group, sessionInProgress }: StartDecisionButtonProps) => {
  const navigate = useNavigate()
  const start = () => {
    storeDecisionStart({ group, existingSessionId: sessionInProgress?.id ?? null })
    void navigate(paths.elimination.getHref(DECISION_START_CATEGORY))
  }
  return (
    <Button className="w-full" onClick={start}>
      <Play aria-hidden /> {sessionInProgress ? 'Continue Food Decision' : 'Start Food Decision'}
    </Button>
  )
}
