import { useEffect, useRef, useState } from 'react'
import { UNDO_VETO_SECONDS, type SessionSnapshot } from '@forkcast/contract/voting.schemas'

/** How long someone else's veto stays in place, faded, before its card folds away. */
export const OTHERS_VETO_HOLD_MS = 1500
/** My own veto stays in place while it can be undone. */
const MY_VETO_HOLD_MS = UNDO_VETO_SECONDS * 1000
/** How long the fold takes (the card's height and opacity go to nothing). */
export const FOLD_MS = 300

/** A vetoed card still drawn where it was: 'held' (faded), then 'folding' (closing), then gone. */
interface FoldingVeto {
  phase: 'held' | 'folding'
  byMe: boolean
  /** The board version that vetoed it: tells a veto from the next veto of the same card after an undo. */
  version: number
}

export type FoldingVetoes = Readonly<Record<string, FoldingVeto>>

/** The folds after a board change: new vetoes start held, undone or gone ones leave, a new round clears all. */
const nextFoldingVetoes = (
  folds: FoldingVetoes,
  before: SessionSnapshot,
  after: SessionSnapshot,
  currentUserId: number,
): FoldingVetoes => {
  if (after.session.id !== before.session.id || after.session.round !== before.session.round) return {}
  const remaining = new Set(after.remainingOptionIds)
  const vetoerOf = new Map(after.eliminations.map((record) => [record.optionId, record.user.id]))
  const next: Record<string, FoldingVeto> = {}
  for (const [optionId, fold] of Object.entries(folds))
    if (!remaining.has(optionId) && vetoerOf.has(optionId)) next[optionId] = fold
  for (const optionId of before.remainingOptionIds) {
    const vetoer = vetoerOf.get(optionId)
    if (remaining.has(optionId) || vetoer === undefined || next[optionId]) continue
    next[optionId] = { phase: 'held', byMe: vetoer === currentUserId, version: after.session.version }
  }
  return next
}

/**
 * Keeps a card that was just vetoed where it was (faded, its buttons off), so the card under a finger never
 * changes: mine for the undo window, anyone else's for a moment; then it folds away and leaves the grid.
 */
export const useFoldingVetoes = (snapshot: SessionSnapshot, currentUserId: number) => {
  const [seen, setSeen] = useState(snapshot)
  const [folds, setFolds] = useState<FoldingVetoes>({})
  if (seen !== snapshot) {
    // Derived from the change between two snapshots, during render, so no frame shows the card gone.
    setSeen(snapshot)
    setFolds(nextFoldingVetoes(folds, seen, snapshot, currentUserId))
  }

  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  useEffect(() => {
    const wanted = new Set<string>()
    for (const [optionId, fold] of Object.entries(folds)) {
      const key = `${optionId}:${fold.version}:${fold.phase}`
      wanted.add(key)
      if (timers.current.has(key)) continue
      const delay = fold.phase === 'folding' ? FOLD_MS : fold.byMe ? MY_VETO_HOLD_MS : OTHERS_VETO_HOLD_MS
      const timer = setTimeout(() => {
        timers.current.delete(key)
        setFolds((current) => {
          const now = current[optionId]
          if (!now || now.version !== fold.version || now.phase !== fold.phase) return current
          const rest = { ...current }
          if (fold.phase === 'held') rest[optionId] = { ...now, phase: 'folding' }
          else delete rest[optionId]
          return rest
        })
      }, delay)
      timers.current.set(key, timer)
    }
    for (const [key, timer] of timers.current)
      if (!wanted.has(key)) {
        clearTimeout(timer)
        timers.current.delete(key)
      }
  }, [folds])
  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) clearTimeout(timer)
      pending.clear()
    }
  }, [])
  return folds
}
