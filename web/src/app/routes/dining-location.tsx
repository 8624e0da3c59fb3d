import { useState } from 'react'
import { LocateFixed } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useParams } from 'react-router'
import { ZipCodeFormSchema } from '@forkcast/contract/restaurants.schemas'
import type { User } from '@forkcast/contract/users.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { paths } from '@/config/paths'
import { readChosenFoodType, storeDiningLocation } from '@/lib/decision-flow'
import { notifyError } from '@/lib/toast'
import { useSchemaForm } from '@/lib/use-schema-form'
import { GroupPickerPage } from '../group-picker'
import { PageLayout } from '../page-layout'
import { useDecisionGroup } from '../use-decision-group'

const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
}

/** Where to search: the current location or a ZIP code (spec 5). */
export const DiningLocationPage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app', { keyPrefix: 'diningLocation' })
  const { t: tShared } = useTranslation('app', { keyPrefix: 'shared' })
  const { serviceType = 'delivery' } = useParams()
  const navigate = useNavigate()
  const form = useSchemaForm(ZipCodeFormSchema, { defaultValues: { zipCode: '' } })
  const [isLocating, setLocating] = useState(false)
  const { group, isNamed } = useDecisionGroup(user)
  // No group is the user alone (restaurant pages link here so); a group that is not theirs is asked about.
  if (isNamed && !group) return <GroupPickerPage user={user} isNamed />
  const groupId = group?.id
  const chosen = readChosenFoodType()
  if (!chosen) return <Navigate to={paths.elimination.getHref('cuisine', groupId)} replace />
  const next = paths.restaurants.getHref(chosen.id, serviceType, 'casual', groupId)

  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      notifyError(t('notSupportedTitle'), t('notSupported'))
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        storeDiningLocation({ latitude: coords.latitude, longitude: coords.longitude })
        navigate(next)
      },
      (error) => {
        setLocating(false)
        notifyError(
          error.code === error.PERMISSION_DENIED ? t('deniedTitle') : tShared('locationUnavailable'),
          error.code === error.PERMISSION_DENIED ? t('denied') : t('unavailable'),
        )
      },
      GEOLOCATION_OPTIONS,
    )
  }

  const submitZip = form.handleSubmit(({ zipCode }) => {
    storeDiningLocation({ zipCode })
    navigate(next)
  })

  return (
    <PageLayout>
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold">{t('title')}</h1>
        <Card className="mt-6 flex flex-col gap-4 p-6">
          <Button size="lg" onClick={locateMe} disabled={isLocating}>
            <LocateFixed aria-hidden /> {isLocating ? t('finding') : t('useCurrent')}
          </Button>
          <p className="text-center text-sm text-stone-500">{t('or')}</p>
          <form onSubmit={submitZip} className="flex flex-col gap-3" noValidate>
            <Field
              label={t('zipCode')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              error={form.formState.errors.zipCode?.message}
              {...form.register('zipCode')}
            />
            <Button type="submit" variant="secondary">
              {t('search')}
            </Button>
          </form>
        </Card>
      </div>
    </PageLayout>
  )
}
