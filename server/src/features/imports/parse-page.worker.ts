import { parseRecipePage } from './parser/parse-recipe-page'
import { parseRecipeText } from './parser/plain-text'
import type { ParsedRecipePage } from './parser/types'

/** A page (fetched or pasted source) or pasted text to read into a recipe. */
export type ParseTask = { kind: 'html'; html: string; pageUrl?: string } | { kind: 'text'; text: string }

/**
 * Runs in a worker thread: a 5 MB page takes a second or more to read, and the server's loop must not wait.
 * The parser never throws, so the answer is always a page summary.
 */
export default function parsePageInWorker(task: ParseTask): ParsedRecipePage {
  return task.kind === 'html' ? parseRecipePage(task.html, task.pageUrl) : parseRecipeText(task.text)
}
