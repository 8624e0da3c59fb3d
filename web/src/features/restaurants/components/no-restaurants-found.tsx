import { ChefHat, ExternalLink, Search, Shuffle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button, buttonVariants } from '@/components/ui/button'

interface NoRestaurantsFoundProps {
  cuisineLabel: string
  /** OpenStreetMap misses places, so the family hears that a maps app may know more. */
  isOpenStreetMap: boolean
  /** Absent when the search already reaches as far as it can. */
  onWiden?: () => void
  mapsHref: string
  cookHref: string
  otherCuisineHref: string
}

// A long cuisine name wraps instead of running out of the button on a phone.
const LINK_CLASS = buttonVariants({
  variant: 'secondary',
  className: 'h-auto min-h-11 whitespace-normal py-2',
})

/** Nothing nearby: what the family can do next, never a note for whoever runs the app. */
export const NoRestaurantsFound = ({
  cuisineLabel,
  isOpenStreetMap,
  onWiden,
  mapsHref,
  cookHref,
  otherCuisineHref,
}: NoRestaurantsFoundProps) => {
  const { t } = useTranslation('restaurants')
  const cuisine = cuisineLabel
  return (
    <section
      aria-labelledby="no-restaurants-heading"
      className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200"
    >
      <h2 id="no-restaurants-heading" className="text-xl font-semibold">
        {t('noRestaurantsFound.heading', { cuisine })}
      </h2>
      <p className="max-w-md text-sm text-stone-600">
        {isOpenStreetMap ? `${t('noRestaurantsFound.openStreetMapNote')} ` : ''}
        {onWiden
          ? t('noRestaurantsFound.nextStepsWithWiden', { cuisine })
          : t('noRestaurantsFound.nextSteps', { cuisine })}
      </p>
      <div className="mt-1 flex w-full flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
        {onWiden ? (
          <Button onClick={onWiden}>
            <Search aria-hidden /> {t('noRestaurantsFound.widen')}
          </Button>
        ) : null}
        <a href={mapsHref} target="_blank" rel="noreferrer" className={LINK_CLASS}>
          <ExternalLink aria-hidden /> {t('noRestaurantsFound.openMaps', { cuisine })}
        </a>
        <Link to={cookHref} className={LINK_CLASS}>
          <ChefHat aria-hidden /> {t('noRestaurantsFound.cookAtHome', { cuisine })}
        </Link>
        <Link to={otherCuisineHref} className={LINK_CLASS}>
          <Shuffle aria-hidden /> {t('noRestaurantsFound.chooseAnotherCuisine')}
        </Link>
      </div>
    </section>
  )
}
