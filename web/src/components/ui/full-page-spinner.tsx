import { Loader2 } from 'lucide-react'

// Spinner's markup in a file without cn (tailwind-merge): the first paint of every page shows this one.
export const FullPageSpinner = () => (
  <div className="flex min-h-dvh items-center justify-center">
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 text-stone-600">
      <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden />
      <span>Loading...</span>
    </div>
  </div>
)
