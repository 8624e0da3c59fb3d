import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import type { SessionChangedEvent } from '@forkcast/contract/voting.schemas'
import { useActiveSessions } from '@/features/groups/api/get-active-sessions'
import {
  bindStartOverMarks,
  findDecisionInvitation,
  noteSessionChange,
  roundKeyOf,
  type StartOverMarks,
} from '@/features/voting/utils/decision-invitation'
import { boardHref, isAtBoard } from '@/lib/board-href'

/** Board rounds joined or dismissed in this browser (signing out clears local storage). */
const HANDLED_ROUNDS_KEY = 'forkcast-invitations-handled'
/** Start overs heard live, so the notice still says "over" after a reload. */
const START_OVER_MARKS_KEY = 'forkcast-invitations-started-over'
// Enough for every board of a few groups over weeks; the oldest rounds are forgotten first.
const MAX_HANDLED_ROUNDS = 50

const readJson = (key: string): unknown => {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

const readHandledRounds = (): string[] => {
  const value = readJson(HANDLED_ROUNDS_KEY)
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

const readStartOverMarks = (): StartOverMarks => {
  const value = readJson(START_OVER_MARKS_KEY)
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as StartOverMarks) : {}
}

const writeJson = (key: string, value: unknown) => {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // A full or blocked storage only means the notice may come back after a reload.
  }
}

/**
 * The "Maria started tonight's decision — Join" notice, read from the group boards (so it survives a reload and
 * comes back after a Start over) and kept fresh by the live events that refetch them.
 */
export const useDecisionInvitation = (user: User) => {
  const { data: sessions } = useActiveSessions({ enabled: user.familyGroups.length > 0 })
  const location = useLocation()
  const navigate = useNavigate()
  const [handledRounds, setHandledRounds] = useState(readHandledRounds)
  const [startOverMarks, setStartOverMarks] = useState(readStartOverMarks)

  const remember = useCallback((roundKey: string) => {
    setHandledRounds((current) => {
      if (current.includes(roundKey)) return current
      const next = [...current, roundKey].slice(-MAX_HANDLED_ROUNDS)
      writeJson(HANDLED_ROUNDS_KEY, next)
      return next
    })
  }, [])

  // Being on the board is joining it: the notice does not come back for that round once the person leaves.
  const boardHere = sessions?.find(
    (session) => session.status === 'open' && session.roundStartedAt && isAtBoard(location, session),
  )
  const boardHereKey = boardHere ? roundKeyOf(boardHere) : null
  useEffect(() => {
    if (boardHereKey) remember(boardHereKey)
  }, [boardHereKey, remember])

  useEffect(() => {
    if (!sessions) return
    setStartOverMarks((current) => {
      const next = bindStartOverMarks(current, sessions)
      if (JSON.stringify(next) === JSON.stringify(current)) return current
      writeJson(START_OVER_MARKS_KEY, next)
      return next
    })
  }, [sessions])

  const onSessionChanged = (event: SessionChangedEvent) =>
    setStartOverMarks((current) => {
      const next = noteSessionChange(current, event, { userId: user.id, sessions })
      if (next !== current) writeJson(START_OVER_MARKS_KEY, next)
      return next
    })

  const invitation = useMemo(
    () =>
      findDecisionInvitation(sessions, {
        userId: user.id,
        location,
        handledRounds: new Set(handledRounds),
        startOverMarks,
        now: new Date(),
        timeZone: user.timezone,
      }),
    [sessions, user.id, user.timezone, location, handledRounds, startOverMarks],
  )

  const join = () => {
    if (!invitation) return
    remember(invitation.roundKey)
    void navigate(boardHref(invitation.session))
  }
  const dismiss = () => {
    if (invitation) remember(invitation.roundKey)
  }
  return { invitation, join, dismiss, onSessionChanged }
}
