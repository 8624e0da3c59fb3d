import { useTranslation } from 'react-i18next'
import { Dialog } from '@/components/ui/dialog'
import type { StoredLocation } from '../location'
import { saveLocation } from '../api/save-location'
import { LocationPermissionContent } from './location-permission-content'

interface LocationPermissionDialogProps {
  open: boolean
  /** The browser answered with a position; called before the success message shows. */
  onLocated: (location: StoredLocation) => void
  /** The success message has shown for 1.5 s. */
  onFinished: () => void
  /** Any way of going on without a location, including closing the dialog: a choice, never an error. */
  onSkipped: () => void
}

export const LocationPermissionDialog = ({
  open,
  onLocated,
  onFinished,
  onSkipped,
}: LocationPermissionDialogProps) => {
  const { t } = useTranslation('location')
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onSkipped())}
      title={t('permissionDialog.title')}
      description={t('permissionDialog.description')}
    >
      {/* Mounted only while open, so every opening starts from the introduction. */}
      <LocationPermissionContent
        onLocated={(location) => {
          // The server's copy also places recommendations (the season follows the hemisphere).
          void saveLocation(location)
          onLocated(location)
        }}
        onFinished={onFinished}
        onSkipped={onSkipped}
      />
    </Dialog>
  )
}
