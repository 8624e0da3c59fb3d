import {
  ChefHat,
  Compass,
  CreditCard,
  FlaskConical,
  KeyRound,
  LogOut,
  ShieldAlert,
  Users,
  UtensilsCrossed,
} from 'lucide-react'
import { Link } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { paths } from '@/config/paths'
import { useLogout } from '@/features/auth/api/logout'
import { startTour } from '@/features/tours/tour-start'
import { useSubscriptionInfo } from '@/features/subscriptions/api/get-subscription-info'
import { useTiers } from '@/features/subscriptions/api/get-tiers'
import { PlanBadge } from '@/features/subscriptions/components/plan-badge'
import { PushToggle } from '@/features/push/components/push-toggle'
import { ThemePicker } from '@/features/theme/components/theme-picker'
import { cn } from '@/lib/cn'

interface SettingsDialogProps {
  user: User
  open: boolean
  onOpenChange: (open: boolean) => void
}

const LINKS = [
  { label: 'Food Preferences', href: paths.preferences.getHref(), icon: UtensilsCrossed },
  { label: 'Allergies & Diet', href: paths.allergies.getHref(), icon: ShieldAlert },
  { label: 'Meal Preferences', href: paths.mealPreferences.getHref(), icon: ChefHat },
  { label: 'Family Groups', href: paths.family.getHref(), icon: Users },
  { label: 'Subscription', href: paths.subscription.getHref(), icon: CreditCard },
  { label: 'Account & Security', href: paths.account.getHref(), icon: KeyRound },
]

const LINK_CLASS = cn(buttonVariants({ variant: 'ghost' }), 'w-full justify-start')

export const SettingsDialog = ({ user, open, onOpenChange }: SettingsDialogProps) => {
  const logout = useLogout()
  const info = useSubscriptionInfo({ isEnabled: open })
  const tiers = useTiers()
  // Beta management is only linked for the people allowed to use it.
  const links = info.data?.canManageBeta
    ? [...LINKS, { label: 'Beta Management', href: paths.betaManagement.getHref(), icon: FlaskConical }]
    : LINKS
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Settings" description="Your profile and plan">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-500">Name</dt>
        <dd className="font-medium">{fullName}</dd>
        <dt className="text-stone-500">Email</dt>
        <dd className="break-all font-medium">{user.email}</dd>
        <dt className="text-stone-500">Plan</dt>
        <dd className="flex flex-wrap items-center gap-2 font-medium">
          <PlanBadge info={info.data} tiers={tiers.data} />
          <Link to={paths.subscription.getHref()} className={buttonVariants({ variant: 'link', size: 'sm' })}>
            View All Plans
          </Link>
        </dd>
      </dl>
      <nav aria-label="Settings" className="mt-5 border-t border-stone-100 pt-3">
        <ul className="flex flex-col">
          {links.map((link) => (
            <li key={link.label}>
              <Link to={link.href} className={LINK_CLASS}>
                <link.icon aria-hidden /> {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PushToggle />
      <ThemePicker />
      <Button
        variant="ghost"
        className="w-full justify-start"
        onClick={() => {
          // The tour waits until this dialog has closed, then shows the open page (or the dashboard).
          onOpenChange(false)
          startTour()
        }}
      >
        <Compass aria-hidden /> Show me around
      </Button>
      <Button variant="secondary" className="mt-4 w-full" onClick={() => void logout()}>
        <LogOut aria-hidden /> Sign Out
      </Button>
    </Dialog>
  )
}
