import { useState, type ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { Tooltip } from 'radix-ui'
import { BrowserRouter } from 'react-router'
import { Toaster } from '@/components/ui/toaster'
import { createQueryClient } from '@/lib/query-client'

export const AppProvider = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        {/* Inside the router: a toast's "See plans" is a link. */}
        <BrowserRouter>
          {children}
          <Toaster />
        </BrowserRouter>
      </Tooltip.Provider>
    </QueryClientProvider>
  )
}
