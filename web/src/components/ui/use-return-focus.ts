import { useRef } from 'react'

/**
 * Our dialogs open from state, not from a Radix Trigger, so on close Radix has no trigger to focus and the
 * keyboard focus falls to the page. These handlers remember what had the focus on open and give it back.
 */
export const useReturnFocus = () => {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current
      opener.current = null
      if (!element?.isConnected) return
      event.preventDefault()
      element.focus()
    },
  }
}
