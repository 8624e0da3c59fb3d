import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { AppProvider } from '@/app/provider'

/** Renders through the real providers (query client, router, toasts) at a given address. */
export const renderApp = (ui: ReactElement, { path = '/' }: { path?: string } = {}) => {
  window.history.pushState({}, '', path)
  return render(<AppProvider>{ui}</AppProvider>)
}
