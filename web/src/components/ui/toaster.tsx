import { Toaster as Sonner } from 'sonner'

// Below the header's height, so a toast never covers the header's buttons (menu, settings, sign in).
const HEADER_CLEARANCE = { top: 80 }
const MOBILE_HEADER_CLEARANCE = { top: 68 }

/** One toast at a time, 5 s, swipe right to dismiss (spec 9). Colours: see index.css (AA contrast). */
export const Toaster = ({ theme }: { theme: 'light' | 'dark' }) => (
  <Sonner
    theme={theme}
    position="top-right"
    offset={HEADER_CLEARANCE}
    mobileOffset={MOBILE_HEADER_CLEARANCE}
    visibleToasts={1}
    duration={5000}
    swipeDirections={['right']}
    richColors
    closeButton
    toastOptions={{ style: { maxWidth: 420 } }}
  />
)
