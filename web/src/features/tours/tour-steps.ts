import type { TFunction } from 'i18next'
import type { Step } from 'react-joyride'
import type { TourName } from './tour-start'

type Placement = NonNullable<Step['placement']>

/**
 * Spec 000: each step has a target, title, content and placement. Targets are ids or `data-tour` marks, never
 * a landmark's name, which changes with the language. The words are steps.<step>.title and .content in
 * tours.json.
 */
const STEPS = {
  dashboard: [
    { target: '#family-groups-heading', step: 'familyGroups', placement: 'bottom' },
    { target: '#main-menu', step: 'recipesAndPlanning', placement: 'bottom' },
  ],
  elimination: [
    {
      target: '[data-tour="board-options"]',
      step: 'voteByElimination',
      placement: 'top',
    },
    {
      target: '[data-tour="board-legend"]',
      step: 'voteButtons',
      placement: 'bottom',
    },
  ],
  restaurants: [
    {
      target: '[data-tour="restaurant-list"]',
      step: 'placesThatFit',
      placement: 'top',
    },
    { target: 'main select', step: 'searchWider', placement: 'bottom' },
  ],
} as const satisfies Record<TourName, ReadonlyArray<{ target: string; step: string; placement: Placement }>>

/** Where a tour's first step points, to know when its page is ready. */
export const firstTourTarget = (name: TourName): string => STEPS[name][0].target

/** A tour's steps in the language of `t`. */
export const tourSteps = (name: TourName, t: TFunction<'tours'>): Step[] =>
  STEPS[name].map(({ target, step, placement }) => ({
    target,
    title: t(`steps.${step}.title`),
    content: t(`steps.${step}.content`),
    placement,
  }))
