import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { FoodOption } from '@forkcast/contract/voting.schemas'
import { OptionCard } from './option-card'

const stew: FoodOption = {
  id: 'recipe-4',
  label: 'Slow Beef Stew',
  description: 'Beef braised with carrots.',
  tags: ['Irish', 'Easy'],
  image: null,
  recipe: { recipeId: 4, cuisine: 'Irish', totalMinutes: 180, difficulty: 'Easy', reason: '3 hr' },
}

describe('a recipe card on the board', () => {
  it('names its difficulty once, beside its own time, and keeps its other tags', () => {
    render(
      <ul>
        <OptionCard
          option={stew}
          state={{
            eliminatedBy: null,
            preferredBy: [],
            chosenBy: [],
            isPreferredByMe: false,
            isChosenByMe: false,
          }}
          currentUserId={1}
          isLocked={false}
          isBusy={false}
          onEliminate={vi.fn()}
          onPrefer={vi.fn()}
          onChoose={vi.fn()}
        />
      </ul>,
    )
    const card = screen.getByRole('listitem', { name: 'Slow Beef Stew' })
    expect(card.textContent?.match(/Easy|Beginner/g)).toEqual(['Easy'])
    expect(card).toHaveTextContent('3 hr · Easy')
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent(/^Irish$/)
  })
})
