import { LogOut } from 'lucide-react'
import type { User } from '@forkcast/contract/users.schemas'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useLogout } from '@/features/auth/api/logout'

interface SettingsDialogProps {
  user: User
  open: boolean
  onOpenChange: (open: boolean) => void
}

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
        <dd className="font-medium">Free</dd>
      </dl>
      <Button variant="secondary" className="mt-6 w-full" onClick={() => void logout()}>
        <LogOut aria-hidden /> Sign Out
      </Button>
    </Dialog>
  )
}
