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
import { useTranslation } from 'react-i18next'
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
import { LanguagePicker } from '@/features/users/components/language-picker'
import { cn } from '@/lib/cn'

interface SettingsDialogProps {
  user: User
  open: boolean
  onOpenChange: (open: boolean) => void
}

// Each link's words are settings.link.<name> in shell.json.
const LINKS = [
  { name: 'foodPreferences', href: paths.preferences.getHref(), icon: UtensilsCrossed },
  { name: 'allergies', href: paths.allergies.getHref(), icon: ShieldAlert },
  { name: 'mealPreferences', href: paths.mealPreferences.getHref(), icon: ChefHat },
  { name: 'familyGroups', href: paths.family.getHref(), icon: Users },
  { name: 'subscription', href: paths.subscription.getHref(), icon: CreditCard },
  { name: 'account', href: paths.account.getHref(), icon: KeyRound },
] as const
const BETA_LINK = {
  name: 'betaManagement',
  href: paths.betaManagement.getHref(),
  icon: FlaskConical,
} as const

const LINK_CLASS = cn(buttonVariants({ variant: 'ghost' }), 'w-full justify-start')

export const SettingsDialog = ({ user, open, onOpenChange }: SettingsDialogProps) => {
  const { t } = useTranslation('shell')
  const logout = useLogout()
  const info = useSubscriptionInfo({ isEnabled: open })
  const tiers = useTiers()
  // Beta management is only linked for the people allowed to use it.
  const links = info.data?.canManageBeta ? [...LINKS, BETA_LINK] : LINKS
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.title')}
      description={t('settings.description')}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-500">{t('settings.name')}</dt>
        <dd className="font-medium">{fullName}</dd>
        <dt className="text-stone-500">{t('settings.email')}</dt>
        <dd className="break-all font-medium">{user.email}</dd>
        <dt className="text-stone-500">{t('settings.plan')}</dt>
        <dd className="flex flex-wrap items-center gap-2 font-medium">
          <PlanBadge info={info.data} tiers={tiers.data} />
          <Link to={paths.subscription.getHref()} className={buttonVariants({ variant: 'link', size: 'sm' })}>
            {t('settings.viewAllPlans')}
          </Link>
        </dd>
      </dl>
      <nav aria-label={t('settings.title')} className="mt-5 border-t border-stone-100 pt-3">
        <ul className="flex flex-col">
          {links.map((link) => (
            <li key={link.name}>
              <Link to={link.href} className={LINK_CLASS}>
                <link.icon aria-hidden /> {t(`settings.link.${link.name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PushToggle />
      <ThemePicker />
      <LanguagePicker />
      <Button
        variant="ghost"
        className="w-full justify-start"
        onClick={() => {
          // The tour waits until this dialog has closed, then shows the open page (or the dashboard).
          onOpenChange(false)
          startTour()
        }}
      >
        <Compass aria-hidden /> {t('settings.showMeAround')}
      </Button>
      <Button variant="secondary" className="mt-4 w-full" onClick={() => void logout()}>
        <LogOut aria-hidden /> {t('settings.signOut')}
      </Button>
    </Dialog>
  )
}
