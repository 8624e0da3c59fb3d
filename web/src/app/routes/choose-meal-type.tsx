import { Eye, Trophy, Vote } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { GroupPickerPage } from '../group-picker'
import { PageLayout } from '../page-layout'
import { useDecisionGroup } from '../use-decision-group'

const STEPS = [
  { id: 'seeOptions', icon: Eye },
  { id: 'eliminate', icon: Vote },
  { id: 'decide', icon: Trophy },
] as const

export const ChooseMealTypePage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app')
  const { group, isNamed } = useDecisionGroup(user)
  if (!group) return <GroupPickerPage user={user} isNamed={isNamed} />
  return (
    <PageLayout>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-medium text-brand-700">{group.name}</p>
        <h1 className="mt-1 text-3xl font-bold">{t('chooseMealType.title')}</h1>
        <ol className="mt-8 grid gap-4 text-left sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.id}>
              <Card className="h-full p-4">
                <step.icon className="size-6 text-brand-700" aria-hidden />
                <h2 className="mt-2 font-semibold">
                  {index + 1}. {t(`chooseMealType.steps.${step.id}.title`)}
                </h2>
                <p className="text-sm text-stone-600">{t(`chooseMealType.steps.${step.id}.text`)}</p>
              </Card>
            </li>
          ))}
        </ol>
        <Link
          to={paths.elimination.getHref('cuisine', group.id)}
          className={buttonVariants({ size: 'lg', className: 'mt-8' })}
        >
          {t('chooseMealType.start')}
        </Link>
        <p className="mt-4 text-sm text-stone-600">
          <Trans
            t={t}
            i18nKey="chooseMealType.alreadyKnow"
            components={{
              cook: (
                <Link
                  to={paths.elimination.getHref('cooking', group.id)}
                  className="font-medium text-brand-700 underline"
                />
              ),
              order: (
                <Link
                  to={paths.diningServiceSelection.getHref(group.id, { forBoard: true })}
                  className="font-medium text-brand-700 underline"
                />
              ),
            }}
          />
        </p>
      </div>
    </PageLayout>
  )
}
