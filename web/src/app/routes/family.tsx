import { useState } from 'react'
import { KeyRound, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { GroupDialogs, type GroupDialogName } from '@/features/groups/components/group-dialogs'
import { GroupsOverview } from '@/features/groups/components/groups-overview'
import { PageLayout } from '../page-layout'

export const FamilyPage = () => {
  const { t } = useTranslation('app')
  const [openDialog, setOpenDialog] = useState<GroupDialogName>(null)
  return (
    <PageLayout>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{t('family.title')}</h1>
          <p className="mt-1 text-stone-600">{t('family.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setOpenDialog('create')}>
            <Plus aria-hidden /> {t('family.create')}
          </Button>
          <Button variant="secondary" onClick={() => setOpenDialog('join')}>
            <KeyRound aria-hidden /> {t('family.join')}
          </Button>
        </div>
      </div>
      <div className="mt-6">
        <GroupsOverview onCreate={() => setOpenDialog('create')} onJoin={() => setOpenDialog('join')} />
      </div>
      <GroupDialogs openDialog={openDialog} onOpenDialogChange={setOpenDialog} />
    </PageLayout>
  )
}
