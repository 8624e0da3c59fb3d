import { z } from 'zod'
import { idNumber, safeString } from './common.schemas'

export const ShareTokenParamsSchema = z.object({
  token: safeString('token').trim().min(20).max(100),
})
export const RecipeShareParamsSchema = z.object({
  id: idNumber('id'),
  token: ShareTokenParamsSchema.shape.token,
})

/** A live read-only link to a recipe (decision 039). */
export const RecipeShareLinkSchema = z.object({
  token: z.string(),
  url: z.string(),
  createdAt: z.string(),
})
export type RecipeShareLink = z.infer<typeof RecipeShareLinkSchema>
export const RecipeShareLinkListSchema = z.array(RecipeShareLinkSchema)

/** What anyone with the link sees: the recipe and its credit, nothing about who owns or shared it. */
export const SharedRecipeSchema = z.object({
  title: z.string(),
  description: z.string(),
  cuisine: z.string(),
  imageUrl: z.string().nullable(),
  prepTimeMinutes: z.number().int().nullable(),
  cookTimeMinutes: z.number().int().nullable(),
  totalTimeMinutes: z.number().int().nullable(),
  servings: z.number().int().nullable(),
  yields: z.string().nullable(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  /** An imported recipe keeps its source and credit. */
  sourceUrl: z.string().nullable(),
  siteName: z.string().nullable(),
  author: z.string().nullable(),
})
export type SharedRecipe = z.infer<typeof SharedRecipeSchema>
