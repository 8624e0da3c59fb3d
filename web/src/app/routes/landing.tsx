import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { Logo } from '../logo'
import { CARD_CLASS } from './landing-card'

// The forms (their API calls, schemas and toasts) load after the page's first paint, into space kept for them.
const RegisterForm = lazy(() =>
  import('@/features/auth/components/register-form').then((module) => ({ default: module.RegisterForm })),
)
const SignInForm = lazy(() =>
  import('@/features/auth/components/sign-in-form').then((module) => ({ default: module.SignInForm })),
)

// Below the first screen: how it works and why, loaded after the first paint (the space is kept, so nothing moves).
const LandingDetails = lazy(() =>
  import('./landing-details').then((module) => ({ default: module.LandingDetails })),
)

// The height each form takes once loaded, so nothing moves when it arrives (layout shift).
const REGISTER_FORM_SPACE = 'min-h-[480px]'
const STACKED_SIGN_IN_SPACE = 'min-h-[240px]'
const ROW_SIGN_IN_SPACE = 'min-h-[44px]'

// A full reload after sign-in starts the app fresh with the new session (spec 4).
const reloadSignedIn = () => window.location.assign(paths.home.getHref())

/**
 * The account card. On a phone it is the first screen: sign-up, with "Already have an account? Sign in" turning
 * the card into the sign-in form (the header's form is for wider screens only). Wider screens keep both.
 */
const AccountCard = () => {
  const { t } = useTranslation('landing')
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
    <div className={`${CARD_CLASS} min-w-0 p-5 sm:p-8`}>
      <div className={mode === 'sign-in' ? 'hidden md:block' : undefined}>
        <h2 ref={registerHeading} tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
          {t('accountCard.registerHeading')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-stone-600">
          {t('accountCard.registerIntro')}
          <span className="md:hidden">
            {' '}
            {t('accountCard.haveAccount')}{' '}
            <button type="button" className={switchLink} onClick={() => switchTo('sign-in')}>
              {t('accountCard.signIn')}
            </button>
          </span>
        </p>
        <Suspense fallback={<div className={REGISTER_FORM_SPACE} />}>
          <RegisterForm />
        </Suspense>
      </div>
      {mode === 'sign-in' ? (
        <div className="md:hidden">
          <h2 ref={signInHeading} tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
            {t('accountCard.signInHeading')}
          </h2>
          <p className="mb-4 mt-1 text-sm text-stone-600">
            {t('accountCard.newHere')}{' '}
            <button type="button" className={switchLink} onClick={() => switchTo('register')}>
              {t('accountCard.createAccount')}
            </button>
          </p>
          <Suspense fallback={<div className={STACKED_SIGN_IN_SPACE} />}>
            <SignInForm onSignedIn={reloadSignedIn} layout="stacked" />
          </Suspense>
        </div>
      ) : null}
    </div>
  )
}

export const LandingPage = () => {
  const { t } = useTranslation('landing')
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-stone-50">
      <header className="border-b border-brand-100 bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between">
          <Logo />
          {/* Phones sign in from the account card, so sign-up is the first thing they see. */}
          <div className="hidden w-full md:block md:max-w-xl">
            <Suspense fallback={<div className={ROW_SIGN_IN_SPACE} />}>
              <SignInForm onSignedIn={reloadSignedIn} />
            </Suspense>
          </div>
        </div>
      </header>

      <main>
        <section className="mx-auto grid max-w-6xl gap-5 px-4 py-4 md:grid-cols-2 md:gap-10 md:py-16">
          <div className="flex min-w-0 flex-col justify-center gap-3 md:gap-5">
            <p className="hidden w-fit rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800 md:block">
              {t('hero.badge')}
            </p>
            <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
              {t('hero.title')}
            </h1>
            <p className="text-stone-600 md:text-lg">
              <span className="hidden md:inline">{t('hero.leadIn')} </span>
              {t('hero.pitch')}
              <span className="hidden md:inline"> {t('hero.closing')}</span>
            </p>
            <ul className="hidden flex-wrap gap-2 text-sm text-stone-700 md:flex">
              <li className="rounded-full bg-white px-3 py-1 ring-1 ring-stone-200">
                {t('hero.highlights.voting')}
              </li>
              <li className="rounded-full bg-white px-3 py-1 ring-1 ring-stone-200">
                {t('hero.highlights.allergies')}
              </li>
              <li className="rounded-full bg-white px-3 py-1 ring-1 ring-stone-200">
                {t('hero.highlights.restaurants')}
              </li>
            </ul>
          </div>
          <AccountCard />
        </section>

        <Suspense fallback={<div className="min-h-dvh" />}>
          <LandingDetails />
        </Suspense>
      </main>

      <footer className="border-t border-stone-200 py-6 text-center text-sm text-stone-500">
        {t('footer')}
      </footer>
    </div>
  )
}
