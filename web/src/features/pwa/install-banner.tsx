import { useState } from 'react'
import { Download, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useHasDecided } from './first-decision'
import { INSTALL_INSTRUCTIONS, detectBrowser, shouldOfferInstall } from './install-state'
import { useInstallPrompt } from './install-prompt'

/**
 * Spec 000 install offer, after the person's first decision only (issue 28). One row in the page flow, so it
 * never covers controls and takes one line on a phone; hidden once installed or dismissed.
 */
export const InstallBanner = () => {
  const install = useInstallPrompt()
  const hasDecided = useHasDecided()
  const [isHelpOpen, setIsHelpOpen] = useState(false)
  if (!shouldOfferInstall({ installed: install.installed, dismissed: install.dismissed, hasDecided }))
    return null
  const instructions = INSTALL_INSTRUCTIONS[detectBrowser(navigator.userAgent)]
  const onInstall = () => {
    // Without the browser's own prompt, explain how this browser installs apps.
    if (install.canPrompt) void install.prompt()
    else setIsHelpOpen(true)
  }
  return (
    <section aria-label="Install the app" className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-1.5">
        <Download className="size-4 shrink-0 text-brand-700" aria-hidden />
        <p className="min-w-0 flex-1 truncate text-sm text-stone-800">
          Install Forkcast
          <span className="hidden sm:inline"> for one-tap dinners and your lists offline</span>
        </p>
        <Button size="sm" onClick={onInstall}>
          Install
        </Button>
        <Button size="icon" variant="ghost" aria-label="Not now" onClick={install.dismiss}>
          <X aria-hidden />
        </Button>
      </div>
      <Dialog
        open={isHelpOpen}
        onOpenChange={setIsHelpOpen}
        title="Install Forkcast"
        description={`In ${instructions.browser}:`}
      >
        <p className="text-sm text-stone-800">{instructions.steps}</p>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={install.markInstalled}>
            Already installed
          </Button>
          <Button variant="secondary" onClick={() => setIsHelpOpen(false)}>
            Got it
          </Button>
        </div>
      </Dialog>
    </section>
  )
}
