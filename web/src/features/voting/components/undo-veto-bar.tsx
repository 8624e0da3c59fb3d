import { useEffect } from 'react'
import { Undo2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

export type UndoBarPlacement = 'top' | 'bottom'

interface UndoVetoBarProps {
  /** My veto that can still be taken back; null hides the bar. */
  veto: { optionId: string; label: string } | null
  /** The half of the screen away from where the Veto was tapped, so a second tap cannot land on Undo. */
  placement: UndoBarPlacement
  isBusy: boolean
  onUndo: (optionId: string) => void
}

/**
 * "You vetoed Italian · Undo", for the undo window after my veto. The polite live region stays mounted so a
 * screen reader hears each new veto; the bar floats over the page, so nothing on the board moves for it.
 */
export const UndoVetoBar = ({ veto, placement, isBusy, onUndo }: UndoVetoBarProps) => {
  const { t } = useTranslation('voting')
  // Ctrl+Z (⌘Z) undoes too: from the next card, the bar is many Tab presses away for a keyboard.
  const optionId = veto?.optionId ?? null
  useEffect(() => {
    if (optionId === null || isBusy) return
    const onKeyDown = (event: KeyboardEvent) => {
      const isUndoKey = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z'
      const target = event.target
      const isTyping =
        target instanceof HTMLElement &&
        (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
      if (!isUndoKey || isTyping || event.repeat) return
      event.preventDefault()
      onUndo(optionId)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [optionId, isBusy, onUndo])

  return (
    <div
      className={cn(
        'pointer-events-none fixed inset-x-0 z-40 flex justify-center px-4',
        // Below, it sits above a phone's sticky Submit bar rather than over it.
        placement === 'top' ? 'top-3' : 'bottom-[calc(6rem+env(safe-area-inset-bottom))] sm:bottom-6',
      )}
      role="status"
      aria-live="polite"
    >
      {veto ? (
        <div className="pointer-events-auto flex max-w-full items-center gap-2 rounded-2xl bg-stone-900 py-1 pl-4 pr-1 text-sm text-white shadow-lg">
          <span className="min-w-0 truncate">{t('undoBar.vetoed', { option: veto.label })}</span>
          <span aria-hidden>·</span>
          <Button
            variant="ghost"
            className="min-h-11 shrink-0 px-3 text-white hover:bg-white/15 focus-visible:outline-white"
            disabled={isBusy}
            onClick={() => onUndo(veto.optionId)}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            <Undo2 aria-hidden /> {t('undoBar.undo')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
