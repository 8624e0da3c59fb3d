import type { ReactNode } from 'react'
import { Tooltip as TooltipPrimitive } from 'radix-ui'

interface TooltipProps {
  content: ReactNode
  /** A single focusable element; it keeps its own accessible name. */
  children: ReactNode
}

// Its own provider, so the app's first load does not carry the tooltip code for the few pages that use one.
/** A hover and focus hint; pair it with visible or screen-reader text for touch users. */
export const Tooltip = ({ content, children }: TooltipProps) => (
  <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          className="z-50 rounded-lg bg-stone-900 px-3 py-1.5 text-xs font-medium text-white shadow-lg"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-stone-900" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  </TooltipPrimitive.Provider>
)
