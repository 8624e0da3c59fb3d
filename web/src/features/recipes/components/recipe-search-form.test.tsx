import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RecipeSearchForm } from './recipe-search-form'

describe('recipe search form', () => {
  it('keeps Search disabled below 2 trimmed characters and searches the trimmed text', async () => {
    const onSearch = vi.fn()
    render(<RecipeSearchForm isActive={false} onSearch={onSearch} onClear={vi.fn()} />)
    const input = screen.getByLabelText('Search recipes')
    const button = screen.getByRole('button', { name: 'Search' })
    expect(button).toBeDisabled()
    await userEvent.type(input, '  a  ')
    expect(button).toBeDisabled()
    await userEvent.type(input, '{Enter}')
    expect(onSearch).not.toHaveBeenCalled()
    await userEvent.clear(input)
    await userEvent.type(input, ' pi ')
    expect(button).toBeEnabled()
    await userEvent.click(button)
    expect(onSearch).toHaveBeenCalledWith('pi')
  })

  it('clears the text and tells the page to hide the results', async () => {
    const onClear = vi.fn()
    render(<RecipeSearchForm isActive onSearch={vi.fn()} onClear={onClear} />)
    await userEvent.type(screen.getByLabelText('Search recipes'), 'lasagna')
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.getByLabelText('Search recipes')).toHaveValue('')
    expect(onClear).toHaveBeenCalled()
  })
})
