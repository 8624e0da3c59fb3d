import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { hasSeenFirstDecision, isDecidedBoard, rememberFirstDecision } from './install-state'

/** Remembers the first decided board that loads on this person's screen, live or on opening it. */
export const useRememberFirstDecision = () => {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (hasSeenFirstDecision()) return
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && isDecidedBoard(event.query.state.data)) rememberFirstDecision()
    })
  }, [queryClient])
}

/**
 * Whether a first decision was seen, read again on each page change only: an offer that appears on the next
 * page never shifts the board the decision was just made on.
 */
export const useHasDecided = () => {
  const { pathname } = useLocation()
  const [state, setState] = useState(() => ({ pathname, hasDecided: hasSeenFirstDecision() }))
  if (state.pathname !== pathname) setState({ pathname, hasDecided: hasSeenFirstDecision() })
  return state.hasDecided
}
