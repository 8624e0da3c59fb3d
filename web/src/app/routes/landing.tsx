import { useEffect, useRef, useState } from 'react'
import { ChefHat, Clock, HeartHandshake, ShieldCheck, Users, Utensils, Vote } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { RegisterForm } from '@/features/auth/components/register-form'
import { SignInForm } from '@/features/auth/components/sign-in-form'
import { Logo } from '../logo'

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

// A full reload after sign-in starts the app fresh with the new session (spec 4).
const reloadSignedIn = () => window.location.assign(paths.home.getHref())

/**
 * The account card. On a phone it is the first screen: sign-up, with "Already have an account? Sign in" turning
 * the card into the sign-in form (the header's form is for wider screens only). Wider screens keep both.
 */
const AccountCard = () => {
  const [mode, setMode] = useState<'register' | 'sign-in'>('register')
  const registerHeading = useRef<HTMLHeadingElement>(null)
  const signInHeading = useRef<HTMLHeadingElement>(null)
  const hasToggled = useRef(false)

  // After a switch, focus follows to the new form's heading so a screen reader hears what changed.
  useEffect(() => {
    if (!hasToggled.current) return
    const heading = mode === 'sign-in' ? signInHeading : registerHeading
    heading.current?.focus()
  }, [mode])

  const switchTo = (next: typeof mode) => {
    hasToggled.current = true
    setMode(next)
  }

  // Padded to a comfortable tap target while reading as a link in the sentence.
  const switchLink =
    'inline-block py-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800'

  return (
    <Card className="min-w-0 p-5 sm:p-8">
      <div className={mode === 'sign-in' ? 'hidden md:block' : undefined}>
        <h2 ref={registerHeading} tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
          Create your free account
        </h2>
        <p className="mb-4 mt-1 text-sm text-stone-600">
          It takes a minute. No card needed.
          <span className="md:hidden">
            {' '}
            Already have an account?{' '}
            <button type="button" className={switchLink} onClick={() => switchTo('sign-in')}>
              Sign in
            </button>
          </span>
        </p>
        <RegisterForm />
      </div>
      {mode === 'sign-in' ? (
        <div className="md:hidden">
          <h2 ref={signInHeading} tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
            Welcome back
          </h2>
          <p className="mb-4 mt-1 text-sm text-stone-600">
            New to Forkcast?{' '}
            <button type="button" className={switchLink} onClick={() => switchTo('register')}>
              Create an account
            </button>
          </p>
          <SignInForm onSignedIn={reloadSignedIn} layout="stacked" />
        </div>
      ) : null}
    </Card>
  )
}

export const LandingPage = () => {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-stone-50">
      <header className="border-b border-brand-100 bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between">
          <Logo />
          {/* Phones sign in from the account card, so sign-up is the first thing they see. */}
          <div className="hidden w-full md:block md:max-w-xl">
            <SignInForm onSignedIn={reloadSignedIn} />
          </div>
        </div>
      </header>

      <main>
        <section className="mx-auto grid max-w-6xl gap-5 px-4 py-4 md:grid-cols-2 md:gap-10 md:py-16">
          <div className="flex min-w-0 flex-col justify-center gap-3 md:gap-5">
            <p className="hidden w-fit rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800 md:block">
              Dinner, decided together
            </p>
            <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
              The Ultimate Dinner Decision App
            </h1>
            <p className="text-stone-600 md:text-lg">
              <span className="hidden md:inline">“What’s for dinner?” ends tonight. </span>Your family votes
              live, strikes what nobody wants, and lands on one answer in under 5 minutes.
              <span className="hidden md:inline"> Then cook it or order it.</span>
            </p>
            <ul className="hidden flex-wrap gap-2 text-sm text-stone-700 md:flex">
              <li className="rounded-full bg-white px-3 py-1 ring-1 ring-stone-200">Live group voting</li>
              <li className="rounded-full bg-white px-3 py-1 ring-1 ring-stone-200">Allergy-aware recipes</li>
              <li className="rounded-full bg-white px-3 py-1 ring-1 ring-stone-200">Restaurants near you</li>
            </ul>
          </div>
          <AccountCard />
        </section>

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
                <Card key={feature.title} className="p-5">
                  <feature.icon className="size-6 text-brand-700" aria-hidden />
                  <h3 className="mt-3 font-semibold">{feature.title}</h3>
                  <p className="mt-1 text-sm text-stone-600">{feature.text}</p>
                </Card>
              ))}
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t border-stone-200 py-6 text-center text-sm text-stone-500">
        Forkcast · Decide dinner together
      </footer>
    </div>
  )
}
