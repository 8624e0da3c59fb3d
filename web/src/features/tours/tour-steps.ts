import type { Step } from 'react-joyride'
import type { TourName } from './tour-start'

/** Spec 000: each step has a target, title, content and placement. Targets are the pages' own landmarks. */
export const TOUR_STEPS: Record<TourName, Step[]> = {
  dashboard: [
    {
      target: '#family-groups-heading',
      title: 'Your family groups',
      content: 'Create a group or join one with a code. Each group card starts a dinner decision.',
      placement: 'bottom',
    },
    {
      target: 'nav[aria-label="Main"]',
      title: 'Recipes and planning',
      content:
        'Browse recipes, plan the week and open Settings here. Show me around in Settings brings this tour back.',
      placement: 'bottom',
    },
  ],
  elimination: [
    {
      target: 'ul[aria-label="Options"]',
      title: 'Vote by elimination',
      content: 'Everyone removes what they do not want. The last option standing is dinner.',
      placement: 'top',
    },
    {
      target: '[aria-label="How to vote"]',
      title: 'Eliminate, recommend or choose',
      content: 'Each card has three buttons. Votes from the others appear live.',
      placement: 'bottom',
    },
  ],
  restaurants: [
    {
      target: 'ul[aria-label="Restaurants"]',
      title: 'Places that fit your group',
      content: 'Each place says why it matches. Save one to your favorites to find it again.',
      placement: 'top',
    },
    {
      target: 'main select',
      title: 'Search wider',
      content: 'Too few places? Widen the search radius here.',
      placement: 'bottom',
    },
  ],
}
