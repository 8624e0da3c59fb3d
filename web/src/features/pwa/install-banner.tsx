import { useState } from 'react'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { INSTALL_INSTRUCTIONS, detectBrowser } from './install-state'
import { useInstallPrompt } from './install-prompt'

/**
 * Spec 000 install banner. It sits in the page flow rather than floating, so it never covers controls;
 * hidden once installed or dismissed.
 */
export const InstallBanner = () => {
  const install = useInstallPrompt()
  const [isHelpOpen, setIsHelpOpen] = useState(false)
  if (install.installed || install.dismissed) return null
  const instructions = INSTALL_INSTRUCTIONS[detectBrowser(navigator.userAgent)]
  const onInstall = () => {
    // Without the browser's own prompt, explain how this browser installs apps.
    if (install.canPrompt) void install.prompt()
    else setIsHelpOpen(true)
  }
  return (
    <section aria-label="Install the app" className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <p className="flex min-w-0 flex-1 basis-56 items-center gap-2 text-sm text-stone-800">
          <Download className="size-4 shrink-0 text-brand-700" aria-hidden />
          Install Forkcast for one-tap dinners and your lists offline.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onInstall}>
            Install
          </Button>
          <Button size="sm" variant="ghost" onClick={install.dismiss}>
            Not now
          </Button>
          <Button size="sm" variant="ghost" onClick={install.markInstalled}>
            Already Installed
          </Button>
        </div>
      </div>
      <Dialog
        open={isHelpOpen}
        onOpenChange={setIsHelpOpen}
        title="Install Forkcast"
        description={`In ${instructions.browser}:`}
      >
        <p className="text-sm text-stone-800">{instructions.steps}</p>
        <Button className="mt-4 w-full" variant="secondary" onClick={() => setIsHelpOpen(false)}>
          Got it
        </Button>
      </Dialog>
    </section>
  )
}
