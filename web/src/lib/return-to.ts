import { useLocation } from 'react-router'
import { isSameOriginPath } from '@forkcast/contract/subscriptions.schemas'
import { paths } from '@/config/paths'

/** The returnTo a page was opened with, only when it is a path of this app (never another site). */
export const readReturnTo = (searchParams: URLSearchParams): string | null => {
  const returnTo = searchParams.get('returnTo')
  return returnTo && isSameOriginPath(returnTo) ? returnTo : null
}

/** The plans page, remembering this page so paying brings the person back to it. */
export const plansHrefFrom = ({ pathname, search }: { pathname: string; search: string }) => {
  const here = `${pathname}${search}`
  // From the plans page itself there is nowhere to come back to.
  if (pathname === paths.subscription.path || !isSameOriginPath(here)) return paths.subscription.getHref()
  return paths.subscription.getHref(here)
}

/** plansHrefFrom for the page being shown. */
export const usePlansHref = () => plansHrefFrom(useLocation())
