import { Crown } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'

const FEATURE_TEXT = {
  smartPlanner: {
    title: 'Upgrade to use the Smart Planner',
    description: 'Smart meal recommendations for your family come with the Plus and Premium plans.',
  },
  weeklyPlans: {
    title: 'Weekly plans are a Premium feature',
    description: 'Plan the whole week with your family and shop from one shared grocery list with Premium.',
  },
} as const

/** What a free (or Plus) member sees when the server answers that their plan does not include a feature. */
export const UpgradePrompt = ({ feature }: { feature: keyof typeof FEATURE_TEXT }) => (
  <Card className="flex flex-col items-center gap-3 p-8 text-center" role="status">
    <Crown className="size-10 text-amber-500" aria-hidden />
    <h2 className="text-xl font-semibold">{FEATURE_TEXT[feature].title}</h2>
    <p className="max-w-md text-stone-600">{FEATURE_TEXT[feature].description}</p>
    <Link to={paths.subscription.getHref()} className={buttonVariants()}>
      See plans
    </Link>
  </Card>
)
