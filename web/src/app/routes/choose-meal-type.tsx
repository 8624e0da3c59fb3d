import { Eye, Trophy, Vote } from 'lucide-react'
import { Link } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { GroupPickerPage } from '../group-picker'
import { PageLayout } from '../page-layout'
import { useDecisionGroup } from '../use-decision-group'

const STEPS = [
  { icon: Eye, title: 'See the options', text: 'Every cuisine your group has not ruled out.' },
  { icon: Vote, title: 'Eliminate together', text: 'Veto, like and pick, live on everyone’s phone.' },
  { icon: Trophy, title: 'Group decision', text: 'The last one standing, or everyone’s pick, wins.' },
]

export const ChooseMealTypePage = ({ user }: { user: User }) => {
  const { group, isNamed } = useDecisionGroup(user)
  if (!group) return <GroupPickerPage user={user} isNamed={isNamed} />
  return (
    <PageLayout>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-medium text-brand-700">{group.name}</p>
        <h1 className="mt-1 text-3xl font-bold">Ready to decide dinner?</h1>
        <ol className="mt-8 grid gap-4 text-left sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full p-4">
                <step.icon className="size-6 text-brand-700" aria-hidden />
                <h2 className="mt-2 font-semibold">
                  {index + 1}. {step.title}
                </h2>
                <p className="text-sm text-stone-600">{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
        <Link
          to={paths.elimination.getHref('cuisine', group.id)}
          className={buttonVariants({ size: 'lg', className: 'mt-8' })}
        >
          Start Group Voting
        </Link>
        <p className="mt-4 text-sm text-stone-600">
          Already know?{' '}
          <Link
            to={paths.elimination.getHref('cooking', group.id)}
            className="font-medium text-brand-700 underline"
          >
            Vote on what to cook
          </Link>{' '}
          or{' '}
          <Link
            to={paths.diningServiceSelection.getHref(group.id, { forBoard: true })}
            className="font-medium text-brand-700 underline"
          >
            where to order
          </Link>
          .
        </p>
      </div>
    </PageLayout>
  )
}
