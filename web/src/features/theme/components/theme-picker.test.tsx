import { afterEach, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemePicker } from './theme-picker'

afterEach(() => {
  localStorage.clear()
  delete document.documentElement.dataset.theme
})

describe('ThemePicker', () => {
  it('offers the device’s setting, light and dark as one radio group, operable from the keyboard', async () => {
    render(<ThemePicker />)
    const group = screen.getByRole('group', { name: 'Appearance' })
    expect(group).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Like this device' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked()
    expect(document.documentElement.dataset.theme).toBe('dark')
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked()
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(localStorage.getItem('forkcast-theme')).toBe('light')
  })
})
