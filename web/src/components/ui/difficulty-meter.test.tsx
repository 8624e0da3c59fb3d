import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DifficultyMeter } from './difficulty-meter'

describe('the difficulty meter', () => {
  it('shows a 3-hour stew’s own time, not the band its difficulty usually takes', () => {
    render(<DifficultyMeter difficulty="Medium" minutes={180} />)
    const meter = screen.getByTestId('difficulty-meter')
    expect(meter).toHaveTextContent('3 hr')
    expect(meter).not.toHaveTextContent(/usually|30-60|min/)
  })

  it('shows a 35-minute hard dish as 35 min, not 60+ min', () => {
    render(<DifficultyMeter difficulty="Hard" minutes={35} />)
    const meter = screen.getByTestId('difficulty-meter')
    expect(meter).toHaveTextContent('35 min')
    expect(meter).not.toHaveTextContent(/usually|60\+/)
    expect(screen.getByRole('img', { name: 'Hard: 3 of 3 skill points' })).toBeInTheDocument()
  })

  it('names the recipe’s difficulty in its own words, never the cook’s skill level', () => {
    render(<DifficultyMeter difficulty="Easy" minutes={20} />)
    const meter = screen.getByTestId('difficulty-meter')
    expect(meter).toHaveTextContent('Easy')
    expect(meter).not.toHaveTextContent(/Beginner|Intermediate|Advanced/)
  })

  it('leaves the time out when the recipe gives none', () => {
    render(<DifficultyMeter difficulty="Easy" minutes={null} />)
    expect(screen.getByTestId('difficulty-meter')).toHaveTextContent(/^Easy$/)
  })
})
