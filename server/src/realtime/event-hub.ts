import { sql } from 'drizzle-orm'
import type { Database, Executor, ListenerState } from '../db/client'
import { EVENTS_CHANNEL, notifyCalls, parseEvent, type HubEvent } from './channel'

export type { HubEvent } from './channel'

type Listener = (event: HubEvent) => void

/**
 * Live events travel through PostgreSQL NOTIFY on one channel, so every app instance on the
 * same database hears every event; each instance fans them out to its own subscribers.
 */
export class EventHub {
  private readonly listeners = new Map<string, Set<Listener>>()
  private unlisten: (() => Promise<void>) | null = null

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(EVENTS_CHANNEL, (payload) => this.dispatch(payload))
  }

  /** 'reconnecting' while the LISTEN connection is down: events published meanwhile never arrive here. */
  state(): ListenerState {
    return this.database.listenerState()
  }

  /** Called once live events flow again after a gap, so open streams can catch their clients up. */
  onGap(callback: () => void): void {
    this.database.onListenerGap(callback)
  }

  async stop(): Promise<void> {
    await this.unlisten?.()
    this.unlisten = null
    this.listeners.clear()
  }

  /** Publishes inside `executor`: within a transaction the event is sent only if it commits. */
  async publish(event: HubEvent, executor: Executor = this.database.db): Promise<void> {
    await executor.execute(sql`select ${notifyCalls([event])}`)
  }

  subscribe(topic: string, listener: Listener): () => void {
    let topicListeners = this.listeners.get(topic)
    if (!topicListeners) {
      topicListeners = new Set()
      this.listeners.set(topic, topicListeners)
    }
    topicListeners.add(listener)
    return () => {
      topicListeners.delete(listener)
      if (topicListeners.size === 0) this.listeners.delete(topic)
    }
  }

  private dispatch(payload: string): void {
    const event = parseEvent(payload)
    if (!event) return
    for (const listener of this.listeners.get(event.topic) ?? []) listener(event)
  }
}
