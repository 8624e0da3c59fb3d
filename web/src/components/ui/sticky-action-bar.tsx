import type { HTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

/**
 * Holds a page's main action. On a phone it sticks to the bottom of the screen, so the action is always
 * within reach however long the page; from the sm breakpoint up it sits in the page's flow.
 */
export const StickyActionBar = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div
    className={cn(
      'sticky bottom-0 z-10 -mx-4 flex gap-2 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur',
      'sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none',
      className,
    )}
    {...props}
  />
)
