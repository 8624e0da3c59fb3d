import { AppImportQuerySchema, AppImportResultSchema, APP_IMPORT_CONTENT_TYPES } from './app-imports.schemas'
import { defineEndpoint } from './endpoint'
import {
  BulkUploadRequestSchema,
  BulkUploadResultSchema,
  ImportRecipeRequestSchema,
  ImportRecipeResultSchema,
  RecipeListSchema,
} from './recipes.schemas'

const tags = ['recipes']

/** Recipes brought in from elsewhere under /api/recipes: one page or text, a bulk file, another app's export. */
export const importEndpoints = {
  importRecipe: defineEndpoint({
    method: 'POST',
    path: '/api/recipes/import',
    tags,
    summary:
      'Import a recipe from a web address (fetched safely), pasted page source (html, with its url) or pasted text',
    body: ImportRecipeRequestSchema,
    responses: { 200: ImportRecipeResultSchema, 201: ImportRecipeResultSchema },
  }),
  imported: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/imported',
    tags,
    summary: "The caller's imported recipes, newest first",
    responses: { 200: RecipeListSchema },
  }),
  bulkUpload: defineEndpoint({
    method: 'POST',
    path: '/api/recipes/bulk-upload',
    tags,
    summary:
      'Upload up to 20,000 recipes as CSV or JSON (10 MB); validateOnly checks every row and stores nothing',
    body: BulkUploadRequestSchema,
    responses: { 200: BulkUploadResultSchema },
  }),
  // Raw bytes, not JSON: the server tells the format from what the file holds.
  appImport: defineEndpoint({
    method: 'POST',
    path: '/api/recipes/app-import',
    tags,
    summary:
      "Import another app's export (Mealie export or backup zip, Tandoor zip, Paprika .paprikarecipes, schema.org JSON-LD file or zip of them) as raw bytes; validateOnly previews and stores nothing",
    consumes: [...APP_IMPORT_CONTENT_TYPES],
    query: AppImportQuerySchema,
    responses: { 200: AppImportResultSchema },
  }),
  // A CSV download, not JSON: the web links to it.
  sampleCsv: defineEndpoint({
    method: 'GET',
    path: '/api/recipes/sample-csv',
    tags,
    access: 'public',
    summary: 'The bulk upload CSV template (a download)',
    responses: {},
    produces: ['text/csv'],
  }),
}
