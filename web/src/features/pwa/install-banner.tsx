import { useState } from 'react'
import { Download, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useHasDecided } from './first-decision'
import { detectBrowser, shouldOfferInstall } from './install-state'
import { useInstallPrompt } from './install-prompt'

/**
 * Spec 000 install offer, after the person's first decision only (issue 28). One row in the page flow, so it
 * never covers controls and takes one line on a phone; hidden once installed or dismissed.
 */
export const InstallBanner = () => {
  const { t } = useTranslation('pwa')
  const install = useInstallPrompt()
  const hasDecided = useHasDecided()
  const [isHelpOpen, setIsHelpOpen] = useState(false)
  if (!shouldOfferInstall({ installed: install.installed, dismissed: install.dismissed, hasDecided }))
    return null
  // The steps shown when the browser offers no install prompt of its own: instructions.<family> in pwa.json.
  const browser = detectBrowser(navigator.userAgent)
  const onInstall = () => {
    // Without the browser's own prompt, explain how this browser installs apps.
    if (install.canPrompt) void install.prompt()
    else setIsHelpOpen(true)
  }
  return (
    <section aria-label={t('installBanner.label')} className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-1.5">
        <Download className="size-4 shrink-0 text-brand-700" aria-hidden />
        <p className="min-w-0 flex-1 truncate text-sm text-stone-800">
          {t('installBanner.title')}
          <span className="hidden sm:inline"> {t('installBanner.why')}</span>
        </p>
        <Button size="sm" onClick={onInstall}>
          {t('installBanner.install')}
        </Button>
        <Button size="icon" variant="ghost" aria-label={t('installBanner.notNow')} onClick={install.dismiss}>
          <X aria-hidden />
        </Button>
      </div>
      <Dialog
        open={isHelpOpen}
        onOpenChange={setIsHelpOpen}
        title={t('installBanner.title')}
        description={t('installBanner.inBrowser', { browser: t(`instructions.${browser}.browser`) })}
      >
        <p className="text-sm text-stone-800">{t(`instructions.${browser}.steps`)}</p>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={install.markInstalled}>
            {t('installBanner.alreadyInstalled')}
          </Button>
          <Button variant="secondary" onClick={() => setIsHelpOpen(false)}>
            {t('installBanner.gotIt')}
          </Button>
        </div>
      </Dialog>
    </section>
  )
}
