import type { Config } from '../config'

// A config question asked by beta (who may manage testers) and subscriptions (what the plan page offers).

/** Whether the email is one of ADMIN_EMAILS (comma-separated, any case). */
export const isBetaAdmin = (config: Pick<Config, 'ADMIN_EMAILS'>, email: string) =>
  config.ADMIN_EMAILS.split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .includes(email.toLowerCase())
