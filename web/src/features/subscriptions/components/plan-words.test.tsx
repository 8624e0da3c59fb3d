import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { i18next } from '@/lib/i18n'
import { buildSubscriptionInfo, buildTiers } from '@/testing/data'
import { mockSignedIn } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { backToEnglish, loadSpanish } from '@/testing/spanish'
import { PlanGate } from './plan-gate'
import { TierCard } from './tier-card'

afterEach(() => backToEnglish())

const inSpanish = async () => {
  loadSpanish()
  await i18next.changeLanguage('es')
}

const noop = () => {}

describe('the plans in Spanish', () => {
  it('offers a paid feature in a Spanish sentence built around its name and article', async () => {
    await inSpanish()
    mockSignedIn()
    renderApp(
      <PlanGate feature="aiRecommendations" groupId={1}>
        <p>hidden</p>
      </PlanGate>,
    )
    expect(
      await screen.findByRole('heading', { name: 'Las recomendaciones con IA vienen con Plus' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/todos sus miembros tienen también las recomendaciones con IA\.$/),
    ).toBeInTheDocument()
  })

  it('keeps the English offer as it was', async () => {
    mockSignedIn()
    renderApp(
      <PlanGate feature="smartPlanner" groupId={1}>
        <p>hidden</p>
      </PlanGate>,
    )
    expect(
      await screen.findByRole('heading', { name: 'The Smart Planner comes with Plus' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/everyone here gets the smart planner too\.$/)).toBeInTheDocument()
  })

  it('names the limits and the default plans’ features in Spanish', async () => {
    await inSpanish()
    renderApp(
      <TierCard
        tierKey="plus"
        tier={buildTiers().plus}
        info={buildSubscriptionInfo()}
        isUpgradePending={false}
        isOtherUpgradePending={false}
        onUpgrade={noop}
        onCancel={noop}
      />,
    )
    expect(screen.getByText('Grupos familiares')).toBeInTheDocument()
    expect(screen.getByText('Planificador inteligente de comidas')).toBeInTheDocument()
    expect(screen.getByText('Recomendaciones con IA')).toBeInTheDocument()
  })
})
