import { ShoppingBag, Store, Truck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { FoodOption } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useServiceOptions } from '../api/get-service-options'
import { useOptionWords } from './use-option-words'

const ICONS = { Store, ShoppingBag, Truck } as const

/** Dine in, takeout or delivery, as big tappable cards. */
export const ServiceOptionList = ({ onChoose }: { onChoose: (option: FoodOption) => void }) => {
  const { t } = useTranslation('voting')
  const options = useServiceOptions()
  const words = useOptionWords()
  if (options.isPending) return <Spinner className="py-10" />
  if (options.isError) {
    return (
      <div role="alert" className="text-center">
        <p>{t('serviceOptions.loadError')}</p>
        <Button className="mt-3" onClick={() => void options.refetch()}>
          {t('serviceOptions.tryAgain')}
        </Button>
      </div>
    )
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {options.data.map((option) => {
        const Icon = option.icon ? ICONS[option.icon] : Store
        return (
          <li key={option.id}>
            <button
              type="button"
              onClick={() => onChoose(option)}
              className="flex h-full w-full flex-col items-center gap-2 rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm transition hover:border-brand-400 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Icon className="size-8 text-brand-700" aria-hidden />
              <span className="text-lg font-bold">{words.label(option)}</span>
              <span className="text-sm text-stone-600">{words.description(option)}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
