const RETRY_BUTTON_CLASS =
  'inline-flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** The whole page when the app cannot learn who is signed in, or its code did not arrive. */
export const ConnectionError = ({
  title = 'We could not reach Forkcast',
  onRetry,
}: {
  title?: string
  onRetry: () => void
}) => (
  <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
    <h1 className="text-xl font-semibold">{title}</h1>
    <p className="text-stone-600">Check your connection and try again.</p>
    {/* Button's primary look without tailwind-merge, which the first paint does not load. */}
    <button type="button" className={RETRY_BUTTON_CLASS} onClick={onRetry}>
      Try again
    </button>
  </main>
)
