import { useState } from 'react'
import { ClipboardPaste } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ImportRecipeResult } from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { ImportResult } from './import-result'
import { PasteImportForm } from './paste-import-form'
import { UrlImportForm } from './url-import-form'

// Bad addresses (400) and the rate limit (429) are not helped by pasting; refusals, timeouts and odd pages are.
const canPasteHelp = (status: number | null) => status === null || status === 413 || status >= 422

/** Import by address, with 'Paste the page instead' shown up front when a site refuses us. */
export const RecipeImporter = () => {
  const { t } = useTranslation('imports')
  const [url, setUrl] = useState('')
  const [lastResult, setLastResult] = useState<ImportRecipeResult | null>(null)
  const [pasteReason, setPasteReason] = useState<string | null>(null)
  const [isPasteOpen, setIsPasteOpen] = useState(false)
  const showPaste = isPasteOpen || pasteReason !== null
  const finish = (result: ImportRecipeResult) => {
    setLastResult(result)
    setPasteReason(null)
  }
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('recipeImporter.fromWebAddress')}</h2>
        <UrlImportForm
          url={url}
          onUrlChange={setUrl}
          onImported={finish}
          onFailed={(message, status) => setPasteReason(canPasteHelp(status) ? message : null)}
        />
        {lastResult ? <ImportResult result={lastResult} /> : null}
      </Card>
      <Card
        className={cn(
          'flex flex-col gap-3 p-4 sm:p-6',
          pasteReason && 'border-amber-300 ring-2 ring-amber-200',
        )}
        aria-labelledby="paste-import-heading"
        role="region"
      >
        <h2 id="paste-import-heading" className="text-lg font-semibold">
          {t('recipeImporter.pasteInstead')}
        </h2>
        {pasteReason ? (
          <p className="text-sm font-medium text-amber-900">
            {t('recipeImporter.pasteReason', { reason: pasteReason.replace(/\.$/, '') })}
          </p>
        ) : (
          <p className="text-sm text-stone-600">{t('recipeImporter.pasteIntro')}</p>
        )}
        {showPaste ? (
          <PasteImportForm pageUrl={url} onImported={finish} autoFocus={pasteReason !== null} />
        ) : (
          <Button variant="secondary" className="self-start" onClick={() => setIsPasteOpen(true)}>
            <ClipboardPaste aria-hidden /> {t('recipeImporter.pasteInstead')}
          </Button>
        )}
      </Card>
    </div>
  )
}
