/** The sound and the system notification of a finished timer; both are best effort and never throw. */

type AudioContextConstructor = typeof AudioContext

const getAudioContextClass = (): AudioContextConstructor | null =>
  typeof window !== 'undefined' && 'AudioContext' in window ? window.AudioContext : null

let audioContext: AudioContext | null = null

/** Opens (or wakes) the audio output; call it from a tap, because browsers keep sound off until one. */
export const unlockAudio = () => {
  const AudioContextClass = getAudioContextClass()
  if (!AudioContextClass) return
  try {
    audioContext ??= new AudioContextClass()
    if (audioContext.state === 'suspended') void audioContext.resume()
  } catch {
    audioContext = null
  }
}

const BEEP_SECONDS = 0.18
const BEEP_GAP_SECONDS = 0.12
const BEEPS_PER_GROUP = 3
const GROUPS = 3
const GROUP_GAP_SECONDS = 0.6

/** Three groups of three short beeps: loud enough to hear across a kitchen, short enough not to annoy. */
export const playTimerBeeps = () => {
  if (!audioContext) unlockAudio()
  const context = audioContext
  if (!context) return
  try {
    const groupLength = BEEPS_PER_GROUP * (BEEP_SECONDS + BEEP_GAP_SECONDS) + GROUP_GAP_SECONDS
    for (let group = 0; group < GROUPS; group += 1) {
      for (let beep = 0; beep < BEEPS_PER_GROUP; beep += 1) {
        const startAt = context.currentTime + group * groupLength + beep * (BEEP_SECONDS + BEEP_GAP_SECONDS)
        const oscillator = context.createOscillator()
        const gain = context.createGain()
        oscillator.type = 'square'
        oscillator.frequency.value = 880
        gain.gain.setValueAtTime(0.2, startAt)
        gain.gain.exponentialRampToValueAtTime(0.001, startAt + BEEP_SECONDS)
        oscillator.connect(gain).connect(context.destination)
        oscillator.start(startAt)
        oscillator.stop(startAt + BEEP_SECONDS)
      }
    }
  } catch {
    // No sound is better than a broken page: the visible alert still shows.
  }
}

const canNotify = () => typeof window !== 'undefined' && 'Notification' in window

/** Asks once, from the tap that starts the first timer; never on page load. */
export const askNotificationPermission = () => {
  if (!canNotify() || Notification.permission !== 'default') return
  // Older Safari answers through a callback and returns nothing, hence Promise.resolve.
  void Promise.resolve(Notification.requestPermission()).catch(() => undefined)
}

/** A system notification, for when the phone shows another app or the screen is off. */
export const showTimerNotification = (title: string, body: string) => {
  if (!canNotify() || Notification.permission !== 'granted') return
  try {
    new Notification(title, { body, tag: `forkcast-timer-${title}` })
  } catch {
    // Android Chrome allows notifications only through a service worker.
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.showNotification(title, { body }))
      .catch(() => undefined)
  }
}
