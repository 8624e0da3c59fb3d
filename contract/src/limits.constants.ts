// Per-account caps (decision 008). Kept free of zod so any page can show them.

/** Groups one account can belong to, owned or joined. */
export const MAX_GROUPS_PER_USER = 20
/** Recipes one account can own: custom, saved copies, imports and bulk uploads together (2.5 full bulk files). */
export const MAX_RECIPES_PER_USER = 50_000
/** Live streams (open tabs, boards) one account can hold open at once, per server instance. */
export const MAX_OPEN_STREAMS_PER_USER = 20

export const LIMIT_MESSAGES = {
  groups: `You can be in at most ${MAX_GROUPS_PER_USER} groups. Leave one you no longer use to create or join another.`,
  recipes: `You can keep at most ${MAX_RECIPES_PER_USER.toLocaleString('en-US')} recipes. Delete some you no longer need to add more.`,
  streams: `Forkcast is open in too many tabs or windows (at most ${MAX_OPEN_STREAMS_PER_USER} live at once). Close a few and reload this page.`,
} as const
