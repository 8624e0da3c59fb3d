import { KeyRound, Plus, Users } from 'lucide-react'
import { INVITE_CODE_LENGTH } from '@forkcast/contract/groups.constants'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

interface GroupsEmptyStateProps {
  onCreate: () => void
  onJoin: () => void
}

/** First thing a new user sees: decisions happen in groups, so start or join one. */
export const GroupsEmptyState = ({ onCreate, onJoin }: GroupsEmptyStateProps) => {
  const { t } = useTranslation('groups')
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
        <Users className="size-7" aria-hidden />
      </span>
      <h3 className="text-lg font-semibold text-stone-900">{t('emptyState.title')}</h3>
      <p className="max-w-md text-stone-600">{t('emptyState.description', { length: INVITE_CODE_LENGTH })}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button onClick={onCreate}>
          <Plus aria-hidden /> {t('emptyState.create')}
        </Button>
        <Button variant="secondary" onClick={onJoin}>
          <KeyRound aria-hidden /> {t('emptyState.join')}
        </Button>
      </div>
    </Card>
  )
}
