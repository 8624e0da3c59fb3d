import { z } from 'zod'
import { BULK_UPLOAD_LIMITS, BulkUploadResultSchema } from './recipes.schemas'

/** Other apps' exports we read (issue #31): Mealie and Tandoor zips, Paprika files, schema.org Recipe JSON-LD. */
export const APP_EXPORT_FORMATS = ['mealie', 'tandoor', 'paprika', 'schema-org'] as const
export type AppExportFormat = (typeof APP_EXPORT_FORMATS)[number]

/** How the formats are named on screen. */
export const APP_EXPORT_FORMAT_LABELS: Record<AppExportFormat, string> = {
  mealie: 'Mealie export',
  tandoor: 'Tandoor export',
  paprika: 'Paprika recipes',
  'schema-org': 'Recipe files (schema.org JSON-LD)',
}

export const APP_IMPORT_LIMITS = {
  /** Largest upload, in bytes: exports carry photos, so more room than a CSV. */
  maxBytes: 50 * 1024 * 1024,
  /** Entries in one archive (a Tandoor export's inner zips count too). */
  maxEntries: 5_000,
  /** Everything the archive unpacks to, in bytes: a zip bomb stops here. */
  maxUnpackedBytes: 200 * 1024 * 1024,
  /** Recipes in one upload, as for the bulk upload. */
  maxRecipes: BULK_UPLOAD_LIMITS.maxRows,
  /** Recipes listed in the preview. */
  previewRecipes: 200,
} as const

/** The file types the picker offers. */
export const APP_IMPORT_ACCEPT = '.zip,.paprikarecipes,.json,.jsonld'

/** Body types the upload takes: the file's raw bytes. */
export const APP_IMPORT_CONTENT_TYPES = [
  'application/octet-stream',
  'application/zip',
  'application/x-zip-compressed',
  'application/ld+json',
] as const

export const APP_IMPORT_MESSAGES = {
  unknownFormat:
    'That file is not an export we can read. Choose a Mealie export or backup (.zip), a Tandoor export (.zip), a Paprika file (.paprikarecipes) or recipe files in schema.org JSON-LD (.json, .jsonld).',
  tooLarge: 'That file is larger than 50 MB. Export fewer recipes at a time.',
  noFile: 'Please choose an export file',
} as const

const booleanText = (field: string) =>
  z
    .enum(['true', 'false'], { error: `${field} must be true or false` })
    .default('false')
    .transform((value) => value === 'true')

export const AppImportQuerySchema = z.object({
  validateOnly: booleanText('validateOnly'),
})
export type AppImportQuery = z.input<typeof AppImportQuerySchema>

/** One recipe found in the export, as the preview lists it. */
export const AppImportRecipeSchema = z.object({
  row: z.number().int(),
  title: z.string(),
  ingredientCount: z.number().int(),
  stepCount: z.number().int(),
  hasPhoto: z.boolean(),
  hasErrors: z.boolean(),
})
export type AppImportRecipe = z.infer<typeof AppImportRecipeSchema>

/** The bulk upload's answer, plus what the export was and what it carried. */
export const AppImportResultSchema = BulkUploadResultSchema.extend({
  format: z.enum(APP_EXPORT_FORMATS),
  formatLabel: z.string(),
  /** The first APP_IMPORT_LIMITS.previewRecipes recipes, in file order. */
  recipes: z.array(AppImportRecipeSchema),
  /** Photos stored on the new recipes (0 when checking only). */
  photosStored: z.number().int(),
})
export type AppImportResult = z.infer<typeof AppImportResultSchema>
