import { Play } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { FamilyGroup } from '@forkcast/contract/groups.schemas'
import type { ActiveSession } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { boardHref } from '@/lib/board-href'
import { DECISION_START_CATEGORY } from '@/lib/decision-session'

interface StartDecisionButtonProps {
  group: FamilyGroup
  /** The group's open board someone already voted on, if any. */
  sessionInProgress: ActiveSession | null
}

/** Spec 4 'Decision start': open the group's cuisine round, or go back to the board that is under way. */
export const StartDecisionButton = ({ group, sessionInProgress }: StartDecisionButtonProps) => {
  const { t } = useTranslation('groups')
  const navigate = useNavigate()
  const start = () =>
    void navigate(
      sessionInProgress
        ? boardHref(sessionInProgress)
        : paths.elimination.getHref(DECISION_START_CATEGORY, group.id),
    )
  return (
    <Button className="w-full" onClick={start}>
      <Play aria-hidden /> {sessionInProgress ? t('startDecision.continue') : t('startDecision.start')}
    </Button>
  )
}
