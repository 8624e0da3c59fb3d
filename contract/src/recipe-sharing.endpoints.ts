import { IdParamsSchema, SuccessSchema } from './common.schemas'
import { defineEndpoint } from './endpoint'
import {
  RecipeShareLinkListSchema,
  RecipeShareLinkSchema,
  RecipeShareParamsSchema,
  SharedRecipeSchema,
  ShareTokenParamsSchema,
} from './recipe-sharing.schemas'

const tags = ['recipes']

/** Read-only public links to a recipe (decision 039): a member makes, lists and turns them off; anyone opens one. */
export const recipeSharingEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/recipes/:id/share',
    tags,
    summary: 'A read-only public link to the recipe (the same live one again for its creator)',
    params: IdParamsSchema,
    responses: { 201: RecipeShareLinkSchema },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/:id/share',
    tags,
    summary: "The recipe's live links the caller may turn off",
    params: IdParamsSchema,
    responses: { 200: RecipeShareLinkListSchema },
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/recipes/:id/share/:token',
    tags,
    summary: 'Turn a link off: it answers 404 from then on',
    params: RecipeShareParamsSchema,
    responses: { 200: SuccessSchema },
  }),
  shared: defineEndpoint({
    method: 'GET',
    path: '/api/shared-recipes/:token',
    tags,
    access: 'public',
    summary: 'A shared recipe, read-only (404 once the link is turned off)',
    params: ShareTokenParamsSchema,
    responses: { 200: SharedRecipeSchema },
  }),
}
