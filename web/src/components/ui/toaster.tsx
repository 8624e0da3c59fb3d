import type { CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'

// Below the header's height, so a toast never covers the header's buttons (menu, settings, sign in).
const HEADER_CLEARANCE = { top: 80 }
const MOBILE_HEADER_CLEARANCE = { top: 68 }

// Sonner's rich colours fall just short of AA contrast (red 4.3:1); the 800 shades keep each tint readable.
const RICH_COLOURS_AA: CSSProperties & Record<`--${string}`, string> = {
  '--error-text': '#991b1b',
  '--success-text': '#166534',
  '--warning-text': '#92400e',
  '--info-text': '#1e40af',
}

/** One toast at a time, 5 s, swipe right to dismiss (spec 9). */
export const Toaster = () => (
  <Sonner
    position="top-right"
    offset={HEADER_CLEARANCE}
    mobileOffset={MOBILE_HEADER_CLEARANCE}
    visibleToasts={1}
    duration={5000}
    swipeDirections={['right']}
    richColors
    closeButton
    toastOptions={{ style: { maxWidth: 420 } }}
    style={RICH_COLOURS_AA}
  />
)
