import { ChefHat, CreditCard, LogOut, ShieldAlert, Users, UtensilsCrossed } from 'lucide-react'
import { Link } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { paths } from '@/config/paths'
import { useLogout } from '@/features/auth/api/logout'
import { PushToggle } from '@/features/push/components/push-toggle'
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
]

const LINK_CLASS = cn(buttonVariants({ variant: 'ghost' }), 'w-full justify-start')

export const SettingsDialog = ({ user, open, onOpenChange }: SettingsDialogProps) => {
  const logout = useLogout()
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
          <Badge variant="neutral">Free</Badge>
          <Link to={paths.subscription.getHref()} className={buttonVariants({ variant: 'link', size: 'sm' })}>
            View All Plans
          </Link>
        </dd>
      </dl>
      <nav aria-label="Settings" className="mt-5 border-t border-stone-100 pt-3">
        <ul className="flex flex-col">
          {LINKS.map((link) => (
            <li key={link.label}>
              <Link to={link.href} className={LINK_CLASS}>
                <link.icon aria-hidden /> {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PushToggle />
      <Button variant="secondary" className="mt-4 w-full" onClick={() => void logout()}>
        <LogOut aria-hidden /> Sign Out
      </Button>
    </Dialog>
  )
}
