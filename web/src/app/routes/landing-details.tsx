import { ChefHat, Clock, HeartHandshake, ShieldCheck, Users, Utensils, Vote } from 'lucide-react'
import { CARD_CLASS } from './landing-card'

const STEPS = [
  {
    icon: Users,
    title: 'Create your group',
    text: 'Start a family group and share its 8-character invite code.',
  },
  {
    icon: Vote,
    title: 'Eliminate together',
    text: 'Everyone strikes what they do not want, live, on their own phone.',
  },
  {
    icon: Utensils,
    title: 'Get your answer',
    text: 'The last option standing is dinner. Cook it or order it.',
  },
]

const FEATURES = [
  {
    icon: ShieldCheck,
    title: 'Allergy-safe by default',
    text: 'Recipes with a member’s allergen never reach your group.',
  },
  {
    icon: ChefHat,
    title: 'Cook or order',
    text: 'Hundreds of recipes, what is in your fridge, or restaurants nearby.',
  },
  {
    icon: Clock,
    title: 'Under 5 minutes',
    text: 'No more 40-minute debates. Decide before the water boils.',
  },
  {
    icon: HeartHandshake,
    title: 'Everyone has a say',
    text: 'Vetoes, favourites and a fair tie-break when time runs out.',
  },
]

/** The landing page below its first screen: the three steps and what families get. */
export const LandingDetails = () => (
  <>
    <section aria-labelledby="how-it-works" className="bg-white py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="how-it-works" className="text-center text-3xl font-bold text-stone-900">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex flex-col items-center gap-3 text-center">
              <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
                <step.icon className="size-7" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold">
                {index + 1}. {step.title}
              </h3>
              <p className="max-w-xs text-stone-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>

    <section aria-labelledby="why-forkcast" className="py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="why-forkcast" className="text-center text-3xl font-bold text-stone-900">
          Why families love Forkcast
        </h2>
        <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <div key={feature.title} className={`${CARD_CLASS} p-5`}>
              <feature.icon className="size-6 text-brand-700" aria-hidden />
              <h3 className="mt-3 font-semibold">{feature.title}</h3>
              <p className="mt-1 text-sm text-stone-600">{feature.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  </>
)
