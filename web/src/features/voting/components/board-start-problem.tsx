import { ArrowLeft, ChefHat, ExternalLink, LocateFixed, MapPinOff, Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '@/components/ui/button'

/** Why a cooking or ordering board could not open: no map service, nothing open nearby, no safe recipe. */
export type BoardStartProblemKind = 'no-map-service' | 'nothing-open' | 'no-safe-recipes' | 'needs-location'

interface BoardStartProblemProps {
  kind: BoardStartProblemKind
  /** The server's own sentence ('We can’t reach the map service right now.'). */
  message: string
  /** 'Open maps for Thai near me': only when a position is known. */
  maps?: { href: string; label: string }
  onCookInstead?: () => void
  onOrderInstead?: () => void
  /** Asks the device for its position (a ZIP code alone cannot place the search). */
  locate?: { isLocating: boolean; onLocate: () => void }
  onGoBack: () => void
}

/** Never a dead end: the server's reason, and another way to dinner. */
export const BoardStartProblem = ({
  kind,
  message,
  maps,
  onCookInstead,
  onOrderInstead,
  locate,
  onGoBack,
}: BoardStartProblemProps) => {
  const { t } = useTranslation('voting')
  return (
    <section
      role="alert"
      aria-labelledby="board-problem-heading"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white p-6 text-center"
    >
      <MapPinOff className="size-8 text-stone-500" aria-hidden />
      <h1 id="board-problem-heading" className="text-xl font-bold">
        {t(`startProblem.title.${kind}`)}
      </h1>
      <p className="text-stone-700">{message}</p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
        {locate ? (
          <Button onClick={locate.onLocate} disabled={locate.isLocating}>
            <LocateFixed aria-hidden />{' '}
            {locate.isLocating ? t('startProblem.locating') : t('startProblem.useLocation')}
          </Button>
        ) : null}
        {onCookInstead ? (
          <Button onClick={onCookInstead}>
            <ChefHat aria-hidden /> {t('startProblem.cookInstead')}
          </Button>
        ) : null}
        {onOrderInstead ? (
          <Button onClick={onOrderInstead}>
            <Store aria-hidden /> {t('startProblem.orderInstead')}
          </Button>
        ) : null}
        {maps ? (
          <a
            href={maps.href}
            target="_blank"
            rel="noreferrer"
            // A long cuisine name wraps instead of running out of the button on a phone.
            className={buttonVariants({
              variant: 'secondary',
              className: 'h-auto min-h-11 whitespace-normal py-2',
            })}
          >
            <ExternalLink aria-hidden /> {maps.label}
          </a>
        ) : null}
        <Button variant="ghost" onClick={onGoBack}>
          <ArrowLeft aria-hidden /> {t('startProblem.goBack')}
        </Button>
      </div>
    </section>
  )
}
