import { createContext, use, useState, type ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { Tooltip } from 'radix-ui'
import { createBrowserRouter, RouterProvider, ScrollRestoration, type Location } from 'react-router'
import { Toaster } from '@/components/ui/toaster'
import { createQueryClient } from '@/lib/query-client'

// The app's own <Routes> stay as they are: the data router only wraps them, through this context.
const AppChildrenContext = createContext<ReactNode>(null)

// Each history entry keeps its own position: Back restores it, a new page opens at the top.
const scrollKey = (location: Location) => location.key

const RootLayout = () => (
  <>
    {use(AppChildrenContext)}
    {/* Inside the router: a toast's "See plans" is a link. */}
    <Toaster />
    <ScrollRestoration getKey={scrollKey} />
  </>
)

const createAppRouter = () => createBrowserRouter([{ path: '*', element: <RootLayout /> }])

export const AppProvider = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient)
  // Created once per provider, so each test's renderApp starts a fresh router at its own address.
  const [router] = useState(createAppRouter)
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <AppChildrenContext value={children}>
          <RouterProvider router={router} />
        </AppChildrenContext>
      </Tooltip.Provider>
    </QueryClientProvider>
  )
}
