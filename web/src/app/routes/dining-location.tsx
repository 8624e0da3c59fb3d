import { useState } from 'react'
import { LocateFixed } from 'lucide-react'
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
      notifyError('Location not supported', 'Geolocation is not supported by this browser.')
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
          error.code === error.PERMISSION_DENIED ? 'Location access denied' : 'Location unavailable',
          error.code === error.PERMISSION_DENIED
            ? 'Please allow location access or enter your zip code manually.'
            : 'Unable to get your location. Please enable location services.',
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
        <h1 className="text-center text-3xl font-bold">Where are you?</h1>
        <Card className="mt-6 flex flex-col gap-4 p-6">
          <Button size="lg" onClick={locateMe} disabled={isLocating}>
            <LocateFixed aria-hidden /> {isLocating ? 'Finding you...' : 'Use my current location'}
          </Button>
          <p className="text-center text-sm text-stone-500">or</p>
          <form onSubmit={submitZip} className="flex flex-col gap-3" noValidate>
            <Field
              label="ZIP code"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              error={form.formState.errors.zipCode?.message}
              {...form.register('zipCode')}
            />
            <Button type="submit" variant="secondary">
              Search this area
            </Button>
          </form>
        </Card>
      </div>
    </PageLayout>
  )
}
