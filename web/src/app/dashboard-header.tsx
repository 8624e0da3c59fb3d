import { useState } from 'react'
import { CalendarDays, ChefHat, Lock, Menu, Settings, Sparkles } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { effectiveTier } from '@forkcast/contract/subscriptions.schemas'
import type { User } from '@forkcast/contract/users.schemas'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useSubscriptionInfo } from '@/features/subscriptions/api/get-subscription-info'
import { useTiers } from '@/features/subscriptions/api/get-tiers'
import { PlanBadge } from '@/features/subscriptions/components/plan-badge'
import { notify } from '@/lib/toast'
import { GroupGatedButton } from './group-gated-button'
import { Logo } from './logo'
import { SettingsDialog } from './settings-dialog'

export const DashboardHeader = ({ user, hasGroups }: { user: User; hasGroups: boolean }) => {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  // The free plan excludes AI recommendations (spec 6); the server refuses them too.
  const showPremiumNotice = () =>
    notify({ title: t('dashboardHeader.premiumTitle'), description: t('dashboardHeader.premiumDescription') })
  const [isSettingsOpen, setSettingsOpen] = useState(false)
  const info = useSubscriptionInfo()
  const tiers = useTiers()
  // A member covered by another's plan has its features too (decision 028).
  const isPaid = info.data !== undefined && effectiveTier(info.data) !== 'free'
  // On a phone the links fold into a menu, so the page's own content starts near the top.
  const [isMenuOpen, setMenuOpen] = useState(false)
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Logo />
        <Button
          variant="secondary"
          size="sm"
          className="sm:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Menu aria-hidden /> {t('dashboardHeader.menu')}
        </Button>
        <nav
          id="main-menu"
          aria-label={t('dashboardHeader.mainNav')}
          className={`${isMenuOpen ? 'flex' : 'hidden'} w-full flex-wrap items-center gap-2 sm:flex sm:w-auto`}
        >
          <Link to={paths.recipes.getHref()} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            <ChefHat aria-hidden /> {t('dashboardHeader.recipes')}
          </Link>
          <GroupGatedButton
            icon={CalendarDays}
            label={t('dashboardHeader.smartPlanner')}
            hasGroups={hasGroups}
            // The planner page itself shows the upgrade prompt when the plan lacks it (spec 6).
            onUse={() => void navigate(paths.smartPlanner.getHref())}
            extra={isPaid ? undefined : <Lock className="text-stone-500" aria-hidden />}
          />
          <GroupGatedButton
            icon={Sparkles}
            label={t('dashboardHeader.aiRecommendations')}
            hasGroups={hasGroups}
            onUse={isPaid ? () => void navigate(paths.aiRecommendations.getHref()) : showPremiumNotice}
            extra={isPaid ? undefined : <Badge variant="premium">{t('dashboardHeader.premiumBadge')}</Badge>}
          />
          <Link
            to={paths.subscription.getHref()}
            aria-label={t('dashboardHeader.yourPlan', {
              plan: tiers.data?.[info.data?.tier ?? 'free'].name ?? t('dashboardHeader.freePlan'),
            })}
            className="rounded-full"
          >
            <PlanBadge info={info.data} tiers={tiers.data} />
          </Link>
          <Button variant="secondary" size="sm" onClick={() => setSettingsOpen(true)}>
            <Settings aria-hidden /> {t('dashboardHeader.settings')}
          </Button>
        </nav>
      </div>
      <SettingsDialog user={user} open={isSettingsOpen} onOpenChange={setSettingsOpen} />
    </header>
  )
}
