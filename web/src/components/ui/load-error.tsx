import { Button } from './button'

interface LoadErrorProps {
  title: string
  isRetrying: boolean
  onRetry: () => void
}

/** A page whose data failed to load: say so and offer to try again. */
export const LoadError = ({ title, isRetrying, onRetry }: LoadErrorProps) => (
  <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
    <h1 className="text-xl font-semibold">{title}</h1>
    <p className="text-stone-600">Check your connection and try again.</p>
    <Button disabled={isRetrying} onClick={onRetry}>
      Try again
    </Button>
  </div>
)
