import { Printer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** Opens the browser's print dialog; the print stylesheet (index.css) leaves only the recipe on the page. */
export const PrintRecipeButton = () => {
  const { t } = useTranslation('recipes')
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      <Printer aria-hidden /> {t('printButton')}
    </Button>
  )
}
