import { FlaskConical } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** What someone outside the beta team sees on the beta management page: who it is for and the way back. */
export const BetaTeamOnly = () => (
  <section
    aria-labelledby="beta-team-only-heading"
    className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center"
  >
    <FlaskConical className="size-10 text-brand-700" aria-hidden />
    <h1 id="beta-team-only-heading" className="text-2xl font-bold">
      This page is for Forkcast’s beta team
    </h1>
    <p className="text-stone-600">
      The people who run Forkcast’s beta use it to invite testers; your account does not need it.
    </p>
    <p className="text-stone-600">
      If someone invited you to try the beta, open the invite link from their message.
    </p>
    <Link to={paths.home.getHref()} className={buttonVariants()}>
      Back to the dashboard
    </Link>
  </section>
)
