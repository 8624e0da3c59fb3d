/** The service worker's cache of API reads (web/vite.config.ts); must match its cacheName. */
const API_READS_CACHE = 'forkcast-api-reads'

/** Forgets the saved copies of the signed-in person's data, so the next person on the device never sees them. */
export const clearSavedApiReads = async () => {
  if (!('caches' in window)) return
  try {
    await caches.delete(API_READS_CACHE)
  } catch {
    // Storage may be blocked (private mode); there is nothing saved to forget then.
  }
}
