import { useTranslation } from 'react-i18next'

interface WizardProgressProps {
  step: number
  stepCount: number
}

export const WizardProgress = ({ step, stepCount }: WizardProgressProps) => {
  const { t } = useTranslation('users')
  return (
    <div className="flex flex-col gap-2">
      <p aria-live="polite" className="text-sm font-medium text-stone-600">
        {t('wizardProgress.step', { step, total: stepCount })}
      </p>
      <div
        role="progressbar"
        aria-label={t('wizardProgress.label')}
        aria-valuemin={1}
        aria-valuemax={stepCount}
        aria-valuenow={step}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${(step / stepCount) * 100}%` }}
        />
      </div>
    </div>
  )
}
