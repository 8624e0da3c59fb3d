import { Toaster as Sonner } from 'sonner'

/** One toast at a time, 5 s, swipe right to dismiss (spec 9). */
export const Toaster = () => (
  <Sonner
    position="top-right"
    visibleToasts={1}
    duration={5000}
    swipeDirections={['right']}
    richColors
    closeButton
    toastOptions={{ style: { maxWidth: 420 } }}
  />
)
