import { Printer } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Opens the browser's print dialog; the print stylesheet (index.css) leaves only the recipe on the page. */
export const PrintRecipeButton = () => (
  <Button variant="secondary" onClick={() => window.print()}>
    <Printer aria-hidden /> Print
  </Button>
)
