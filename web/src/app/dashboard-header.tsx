import { useState } from 'react'
import { CalendarDays, ChefHat, Lock, Settings, Sparkles } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { notify } from '@/lib/toast'
import { GroupGatedButton } from './group-gated-button'
import { Logo } from './logo'
import { SettingsDialog } from './settings-dialog'

// Every account is on the free tier until billing ships, and free excludes AI recommendations (spec 6).
const showPremiumNotice = () =>
  notify({
    title: 'Premium Feature',
    description:
      'AI Recommendations are available with Plus and Premium plans. Upgrade to access this feature!',
  })

export const DashboardHeader = ({ user, hasGroups }: { user: User; hasGroups: boolean }) => {
  const navigate = useNavigate()
  const [isSettingsOpen, setSettingsOpen] = useState(false)
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 lg:flex-row lg:items-center lg:justify-between">
        <Logo />
        <nav aria-label="Main" className="flex flex-wrap items-center gap-2">
          <Link to={paths.recipes.getHref()} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            <ChefHat aria-hidden /> Recipes
          </Link>
          <GroupGatedButton
            icon={CalendarDays}
            label="Smart Planner"
            hasGroups={hasGroups}
            // The planner page asks the server, which answers with the upgrade prompt when the plan lacks it (spec 6).
            onUse={() => void navigate(paths.smartPlanner.getHref())}
            extra={<Lock className="text-stone-500" aria-hidden />}
          />
          <GroupGatedButton
            icon={Sparkles}
            label="AI Recommendations"
            hasGroups={hasGroups}
            onUse={showPremiumNotice}
            extra={<Badge variant="premium">Premium</Badge>}
          />
          <Button variant="secondary" size="sm" onClick={() => setSettingsOpen(true)}>
            <Settings aria-hidden /> Settings
          </Button>
        </nav>
      </div>
      <SettingsDialog user={user} open={isSettingsOpen} onOpenChange={setSettingsOpen} />
    </header>
  )
}
