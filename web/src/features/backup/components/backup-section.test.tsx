import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/testing/render'
import { BackupSection } from './backup-section'

describe('the backup section', () => {
  it('offers a download of each group the person owns, and explains how to restore it', () => {
    renderApp(
      <BackupSection
        ownedGroups={[
          { id: 10, name: 'The Garcias' },
          { id: 12, name: 'Grandma’s house' },
        ]}
        isAdmin={false}
      />,
    )
    const garcias = screen.getByRole('link', { name: 'Download a backup of The Garcias' })
    expect(garcias).toHaveAttribute('href', '/api/groups/10/backup')
    expect(garcias).toHaveAttribute('download')
    expect(screen.getByRole('link', { name: 'Download a backup of Grandma’s house' })).toHaveAttribute(
      'href',
      '/api/groups/12/backup',
    )
    expect(screen.getByText('npm run restore -- backup.zip')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /whole instance/ })).not.toBeInTheDocument()
  })

  it('offers an administrator the whole instance too', () => {
    renderApp(<BackupSection ownedGroups={[]} isAdmin />)
    expect(screen.getByRole('link', { name: 'Download a backup of the whole instance' })).toHaveAttribute(
      'href',
      '/api/admin/backup',
    )
  })

  it('says why there is nothing to download for someone who owns no group', () => {
    renderApp(<BackupSection ownedGroups={[]} isAdmin={false} />)
    expect(screen.getByText(/Only a group’s owner can back it up/)).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('shows that groups are loading, then an error a person can act on if they fail', () => {
    const { unmount } = renderApp(<BackupSection ownedGroups={undefined} isAdmin={false} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading your groups…')
    unmount()
    renderApp(<BackupSection ownedGroups={undefined} isAdmin={false} hasLoadError />)
    expect(screen.getByRole('alert')).toHaveTextContent('Reload the page to try again')
  })
})
