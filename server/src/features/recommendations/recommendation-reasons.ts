import { z } from 'zod'
import {
  RECOMMENDATION_CATEGORY_LABELS,
  type RecommendationCategory,
} from '@forkcast/contract/discovery.constants'
import type { AiRecommendation } from '@forkcast/contract/discovery.schemas'
import type { Language } from '@forkcast/contract/languages'
import { languageName } from '@forkcast/contract/recipe-language'
import { LlmError, type LlmClient } from '../../providers/llm/chat-completions'

const ReasonsSchema = z.object({
  reasons: z.array(z.object({ id: z.number().int(), reason: z.string().trim().min(10).max(200) })),
})

// The facts come in English; the family reads the sentence in their own language.
const systemPrompt = (language: Language) =>
  'You write one short, friendly sentence per recipe telling a family why it was recommended to them. ' +
  `Write each sentence in ${languageName(language)}. ` +
  'Use only the facts given. Never mention allergens as safe or unsafe. ' +
  'Answer JSON only: {"reasons":[{"id":<recipe id>,"reason":"<one sentence>"}]}'

/**
 * Lets the language model reword each recommendation's reason, in the reader's language. The model only
 * rewrites text: it cannot add, remove or reorder recipes. Any failure (slow, down, malformed answer) keeps the
 * built-in reasons.
 */
export async function writeReasonsWithModel(
  llm: LlmClient,
  {
    category,
    recommendations,
    language,
  }: { category: RecommendationCategory; recommendations: AiRecommendation[]; language: Language },
): Promise<{ recommendations: AiRecommendation[]; error: Error | null }> {
  if (recommendations.length === 0) return { recommendations, error: null }
  const facts = recommendations.map((item) => ({
    id: item.id,
    title: item.title,
    cuisine: item.cuisine,
    minutes: item.prepTime,
    difficulty: item.difficulty,
    rating: item.rating,
    why: item.reason,
  }))
  try {
    const answer = await llm.complete([
      { role: 'system', content: systemPrompt(language) },
      {
        role: 'user',
        content: `Category: ${RECOMMENDATION_CATEGORY_LABELS[category]}.\nRecipes: ${JSON.stringify(facts)}`,
      },
    ])
    const parsed = ReasonsSchema.safeParse(JSON.parse(answer))
    if (!parsed.success)
      return {
        recommendations,
        error: new LlmError('The language model answered in an unexpected shape', { cause: parsed.error }),
      }
    const reasons = new Map(parsed.data.reasons.map((entry) => [entry.id, entry.reason]))
    return {
      recommendations: recommendations.map((item) => {
        const reason = reasons.get(item.id)
        return reason ? { ...item, reason, isAIRecommended: true } : item
      }),
      error: null,
    }
  } catch (error) {
    // Kept as an Error so the log shows its type, stack and cause (a bare string logs as 'non-error value').
    return {
      recommendations,
      error: error instanceof Error ? error : new LlmError('The language model failed', { cause: error }),
    }
  }
}
