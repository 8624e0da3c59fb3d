/* global self, URL */
// Loaded into the generated service worker (workbox importScripts): shows Forkcast's Web Push notifications.
self.addEventListener('push', (event) => {
  let message = { title: 'Forkcast', body: '', url: '/', tag: 'forkcast' }
  try {
    message = { ...message, ...event.data.json() }
  } catch {
    // A push without our JSON still says something.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icon.svg',
      data: { url: message.url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin))
      if (open) return open.focus().then((client) => client.navigate(url))
      return self.clients.openWindow(url)
    }),
  )
})
