import { useState } from 'react'
import { Settings } from 'lucide-react'
import type { User } from '@forkcast/contract/users.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Logo } from '../logo'
import { SettingsDialog } from '../settings-dialog'

export const HomePage = ({ user }: { user: User }) => {
  const [isSettingsOpen, setSettingsOpen] = useState(false)
  return (
    <div className="min-h-dvh">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <Logo />
          <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
            <Settings aria-hidden /> Settings
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-3xl font-bold">Welcome back, {user.firstName}!</h1>
        <p className="mt-1 text-stone-600">What’s for dinner tonight? Let’s decide together.</p>
        <Card className="mt-6 p-6">
          <p className="text-stone-700">Signed in as {user.email}.</p>
        </Card>
      </main>
      <SettingsDialog user={user} open={isSettingsOpen} onOpenChange={setSettingsOpen} />
    </div>
  )
}
