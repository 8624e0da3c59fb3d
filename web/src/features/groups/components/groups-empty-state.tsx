import { KeyRound, Plus, Users } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

interface GroupsEmptyStateProps {
  onCreate: () => void
  onJoin: () => void
}

/** First thing a new user sees: decisions happen in groups, so start or join one. */
export const GroupsEmptyState = ({ onCreate, onJoin }: GroupsEmptyStateProps) => (
  <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
    <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
      <Users className="size-7" aria-hidden />
    </span>
    <h3 className="text-lg font-semibold text-stone-900">You are not in a family group yet</h3>
    <p className="max-w-md text-stone-600">
      Dinner is decided together in a group. Create one and share its 8-character invite code with your
      family, or join theirs with the code they sent you.
    </p>
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
      <Button onClick={onCreate}>
        <Plus aria-hidden /> Create your first group
      </Button>
      <Button variant="secondary" onClick={onJoin}>
        <KeyRound aria-hidden /> Join with a code
      </Button>
    </div>
  </Card>
)
