import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { RECOMMENDATION_CATEGORIES } from '@forkcast/contract/discovery.constants'
import type { User } from '@forkcast/contract/users.schemas'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useRecommendations } from '@/features/discovery/api/get-recommendations'
import { RecommendationSection } from '@/features/discovery/components/recommendation-section'
import { HiddenNote } from '@/features/recipes/components/hidden-note'
import { UpgradePrompt, isUpgradeError } from '@/components/upgrade-prompt'
import { PageLayout } from '../page-layout'
import { useAudienceGroupId } from '../use-decision-group'

/** Spec 2 AI recommendations: trending, personalized, quick and seasonal, each with why it was picked. */
export const AiRecommendationsPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app')
  const groupId = useAudienceGroupId(user)
  // The first section's own query (shared by key): a plan refusal is one offer, not four errors.
  const first = useRecommendations(RECOMMENDATION_CATEGORIES[0], groupId)
  return (
    <PageLayout>
      <div className="flex flex-col gap-8">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold">{t('aiRecommendations.title')}</h1>
            <p className="text-stone-600">{t('aiRecommendations.intro')}</p>
          </div>
          <Link
            to={paths.accountDashboard.getHref()}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            {t('shared.home')}
          </Link>
        </header>
        {isUpgradeError(first.error) ? (
          <UpgradePrompt error={first.error} />
        ) : (
          RECOMMENDATION_CATEGORIES.map((category) => (
            <RecommendationSection
              key={category}
              category={category}
              groupId={groupId}
              hiddenNote={(hidden) => <HiddenNote hidden={hidden} />}
            />
          ))
        )}
      </div>
    </PageLayout>
  )
}
