// Card's look without cn (tailwind-merge), which the landing page's first paint does not load.
export const CARD_CLASS = 'rounded-2xl border border-stone-200 bg-white shadow-sm'
