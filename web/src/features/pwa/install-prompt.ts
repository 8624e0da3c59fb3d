import { useSyncExternalStore } from 'react'
import { INSTALL_FLAGS, browserEnvironment, isInstalled, readFlag, storeFlag } from './install-state'

interface InstallSnapshot {
  /** The browser's own prompt, once it offered one. */
  promptEvent: BeforeInstallPromptEvent | null
  installed: boolean
  dismissed: boolean
}

let snapshot: InstallSnapshot = { promptEvent: null, installed: false, dismissed: false }
const listeners = new Set<() => void>()

const update = (change: Partial<InstallSnapshot>) => {
  snapshot = { ...snapshot, ...change }
  for (const listener of listeners) listener()
}

/**
 * Listens from the first import: the browser fires beforeinstallprompt once, often before React mounts.
 * Returns a stop function for tests.
 */
const startInstallTracking = () => {
  const env = browserEnvironment()
  const params = new URLSearchParams(env.search)
  // The manifest's start URL carries ?source=pwa: remember the launch, since later pages lose the query.
  if (params.get('source') === 'pwa' || env.matchesDisplayMode('standalone'))
    storeFlag(INSTALL_FLAGS.launched)
  snapshot = {
    promptEvent: null,
    installed: isInstalled(env),
    dismissed: readFlag(INSTALL_FLAGS.promptDismissed),
  }
  const onPrompt = (event: BeforeInstallPromptEvent) => {
    // Keep the mini-infobar away: our banner offers the prompt at a better moment.
    event.preventDefault()
    update({ promptEvent: event })
  }
  const onInstalled = () => {
    storeFlag(INSTALL_FLAGS.installed)
    update({ installed: true, promptEvent: null })
  }
  window.addEventListener('beforeinstallprompt', onPrompt)
  window.addEventListener('appinstalled', onInstalled)
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt)
    window.removeEventListener('appinstalled', onInstalled)
  }
}

if (typeof window !== 'undefined') startInstallTracking()

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Install state and the actions of the banner. */
export const useInstallPrompt = () => {
  const state = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  )
  return {
    ...state,
    canPrompt: state.promptEvent !== null,
    /** Shows the browser's prompt; resolves to whether the person accepted. */
    prompt: async (): Promise<boolean> => {
      const event = snapshot.promptEvent
      if (!event) return false
      await event.prompt()
      const choice = await event.userChoice
      // A prompt can be shown once only.
      if (choice.outcome === 'accepted') {
        storeFlag(INSTALL_FLAGS.installed)
        update({ installed: true, promptEvent: null })
        return true
      }
      update({ promptEvent: null })
      return false
    },
    dismiss: () => {
      storeFlag(INSTALL_FLAGS.promptDismissed)
      update({ dismissed: true })
    },
    markInstalled: () => {
      storeFlag(INSTALL_FLAGS.manuallyInstalled)
      update({ installed: true })
    },
  }
}
