import { useId } from 'react'
import { Link2Off, Share2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { RecipeShareLink } from '@forkcast/contract/recipe-sharing.schemas'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { copyToClipboard } from '@/lib/clipboard'
import { notify } from '@/lib/toast'
import { useShareRecipe, useStopSharing } from '../api/share-recipe'

/** Hands the link to the device's share sheet when there is one, else copies it. */
const handOver = async (title: string, url: string, copiedDescription: string) => {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url })
    } catch {
      // Closing the share sheet is a choice, not a failure: the link stays shown below to copy.
    }
    return
  }
  await copyToClipboard(url, copiedDescription)
}

/**
 * "Share": a read-only link anyone can open without an account, and "Stop sharing" to turn it off. Pressing
 * Share again answers the same live link, so nothing is fetched before the cook asks.
 */
export const ShareRecipe = ({ recipeId, title }: { recipeId: number; title: string }) => {
  const { t } = useTranslation('recipes')
  const share = useShareRecipe(recipeId)
  const onShare = () =>
    share.mutate(undefined, {
      onSuccess: (link) => void handOver(title, link.url, t('share.copiedDescription')),
    })
  return (
    <div className="flex w-full flex-col gap-2">
      <div>
        <Button variant="secondary" onClick={onShare} disabled={share.isPending}>
          <Share2 aria-hidden /> {share.isPending ? t('share.making') : t('share.share')}
        </Button>
      </div>
      {share.data ? (
        <LiveLink key={share.data.token} recipeId={recipeId} link={share.data} onStopped={share.reset} />
      ) : null}
    </div>
  )
}

const LiveLink = ({
  recipeId,
  link,
  onStopped,
}: {
  recipeId: number
  link: RecipeShareLink
  onStopped: () => void
}) => {
  const { t } = useTranslation('recipes')
  const stop = useStopSharing(recipeId)
  const inputId = useId()
  return (
    <section
      aria-label={t('share.sectionLabel')}
      className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm"
    >
      <label htmlFor={inputId} className="text-stone-700">
        {t('share.explanation')}
      </label>
      <div className="flex items-center gap-1">
        <input
          id={inputId}
          readOnly
          value={link.url}
          onFocus={(event) => event.target.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-3"
        />
        <CopyButton
          text={link.url}
          label={t('share.copyLink')}
          copiedDescription={t('share.copiedDescription')}
        />
      </div>
      <div>
        <Button
          variant="ghost"
          size="sm"
          disabled={stop.isPending}
          onClick={() =>
            stop.mutate(link.token, {
              onSuccess: () => {
                notify({ title: t('share.stoppedTitle'), description: t('share.stoppedDescription') })
                onStopped()
              },
            })
          }
        >
          <Link2Off aria-hidden /> {stop.isPending ? t('share.stopping') : t('share.stop')}
        </Button>
      </div>
    </section>
  )
}
