import { http, HttpResponse } from 'msw'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { CalendarFeedStatus, CreatedCalendarFeed } from '@forkcast/contract/calendar-feed.schemas'
import type { ErrorBody } from '@forkcast/contract/errors'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { CalendarFeedCard } from './calendar-feed-card'

const FEED_PATH = '/api/groups/3/calendar-feed'
const MADE_AT = '2026-11-20T18:00:00.000Z'

/** A stand-in for the server's feed routes that remembers one link, as the real one does. */
const serveFeed = (initial: CalendarFeedStatus) => {
  let status = initial
  let made = 0
  server.use(
    http.get(FEED_PATH, () => HttpResponse.json(status)),
    http.post(FEED_PATH, () => {
      made += 1
      status = { isActive: true, createdAt: MADE_AT }
      const url = `http://localhost:3000/api/calendar/secret-${made}.ics`
      return HttpResponse.json<CreatedCalendarFeed>(
        { url, webcalUrl: url.replace('http:', 'webcal:'), createdAt: MADE_AT },
        { status: 201 },
      )
    }),
    http.delete(FEED_PATH, () => {
      status = { isActive: false, createdAt: null }
      return HttpResponse.json({ success: true })
    }),
  )
}

describe('the calendar link card', () => {
  it('makes a link, shows it once with copy and webcal, then says it is active', async () => {
    serveFeed({ isActive: false, createdAt: null })
    const user = userEvent.setup()
    renderApp(<CalendarFeedCard groupId={3} />)
    await user.click(await screen.findByRole('button', { name: 'Create calendar link' }))

    const field = await screen.findByLabelText('Your calendar link')
    expect(field).toHaveValue('http://localhost:3000/api/calendar/secret-1.ics')
    expect(field).toHaveAttribute('readonly')
    expect(screen.getByText(/we show this link only once/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open in calendar' })).toHaveAttribute(
      'href',
      'webcal://localhost:3000/api/calendar/secret-1.ics',
    )
    await user.click(screen.getByRole('button', { name: 'Copy calendar link' }))
    await expect(navigator.clipboard.readText()).resolves.toBe(
      'http://localhost:3000/api/calendar/secret-1.ics',
    )

    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(await screen.findByText(/Your calendar link is active \(made/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Your calendar link')).not.toBeInTheDocument()
  })

  it('asks before making a new link, because the old one stops working', async () => {
    serveFeed({ isActive: true, createdAt: MADE_AT })
    const user = userEvent.setup()
    renderApp(<CalendarFeedCard groupId={3} />)
    await user.click(await screen.findByRole('button', { name: 'Make a new link' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new calendar link?' })
    expect(dialog).toHaveTextContent('Your old link stops working')
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }))
    expect(await screen.findByLabelText('Your calendar link')).toHaveValue(
      'http://localhost:3000/api/calendar/secret-1.ics',
    )
  })

  it('turns the link off after asking, and offers to make one again', async () => {
    serveFeed({ isActive: true, createdAt: MADE_AT })
    const user = userEvent.setup()
    renderApp(<CalendarFeedCard groupId={3} />)
    await user.click(await screen.findByRole('button', { name: 'Turn off' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off your calendar link?' })
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }))
    expect(await screen.findByRole('button', { name: 'Create calendar link' })).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('says when the link could not be checked and tries again on request', async () => {
    let attempts = 0
    server.use(
      http.get<never, never, ErrorBody | CalendarFeedStatus>(FEED_PATH, () => {
        attempts += 1
        return attempts === 1
          ? HttpResponse.json<ErrorBody>(
              { message: 'Internal Server Error', code: 'INTERNAL' },
              { status: 500 },
            )
          : HttpResponse.json<CalendarFeedStatus>({ isActive: false, createdAt: null })
      }),
    )
    const user = userEvent.setup()
    renderApp(<CalendarFeedCard groupId={3} />)
    await user.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Create calendar link' })).toBeInTheDocument()
  })
})
