import { lazy, Suspense, useState, type ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router'
import { createQueryClient } from '@/lib/query-client'
import { ScrollRestoration } from './scroll-restoration'

// Toasts wait for the toaster: it loads after the first paint, and shows the toasts raised before it came.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })))

export const AppProvider = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient)
  // The declarative router: the data router (loaders, actions) was 18 KB gzipped more on every first load.
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        {children}
        {/* Inside the router: a toast's "See plans" is a link. */}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
        <ScrollRestoration />
      </BrowserRouter>
    </QueryClientProvider>
  )
}
