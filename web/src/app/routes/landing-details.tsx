import { ChefHat, Clock, HeartHandshake, ShieldCheck, Users, Utensils, Vote } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CARD_CLASS } from './landing-card'

const STEPS = [
  { id: 'createGroup', icon: Users },
  { id: 'eliminate', icon: Vote },
  { id: 'answer', icon: Utensils },
] as const

const FEATURES = [
  { id: 'allergySafe', icon: ShieldCheck },
  { id: 'cookOrOrder', icon: ChefHat },
  { id: 'fast', icon: Clock },
  { id: 'everyoneHasASay', icon: HeartHandshake },
] as const

/** The landing page below its first screen: the three steps and what families get. */
export const LandingDetails = () => {
  const { t } = useTranslation('landing')
  return (
    <>
      <section aria-labelledby="how-it-works" className="bg-white py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="how-it-works" className="text-center text-3xl font-bold text-stone-900">
            {t('details.howItWorks')}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.id} className="flex flex-col items-center gap-3 text-center">
                <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
                  <step.icon className="size-7" aria-hidden />
                </span>
                <h3 className="text-lg font-semibold">
                  {index + 1}. {t(`details.steps.${step.id}.title`)}
                </h3>
                <p className="max-w-xs text-stone-600">{t(`details.steps.${step.id}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="why-forkcast" className="py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="why-forkcast" className="text-center text-3xl font-bold text-stone-900">
            {t('details.whyForkcast')}
          </h2>
          <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <div key={feature.id} className={`${CARD_CLASS} p-5`}>
                <feature.icon className="size-6 text-brand-700" aria-hidden />
                <h3 className="mt-3 font-semibold">{t(`details.features.${feature.id}.title`)}</h3>
                <p className="mt-1 text-sm text-stone-600">{t(`details.features.${feature.id}.text`)}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
    </>
  )
}
