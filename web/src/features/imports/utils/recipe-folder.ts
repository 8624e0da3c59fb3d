/** Recipe files a folder may hold: schema.org JSON-LD, one Recipe, an array or an @graph per file. */
const RECIPE_FILE = /\.(?:json|jsonld)$/i

export interface RecipeFolder {
  /** Every readable file's document in one JSON array, sent as one upload. */
  file: Blob | null
  fileCount: number
  /** Names of the files that were not JSON, so the person knows what was left out. */
  unreadable: string[]
}

/** Reads the JSON files of a chosen folder in the browser and joins them into one document list. */
export async function gatherRecipeFolder(files: readonly File[]): Promise<RecipeFolder> {
  const recipeFiles = files.filter((file) => RECIPE_FILE.test(file.name))
  const documents: unknown[] = []
  const unreadable: string[] = []
  for (const file of recipeFiles) {
    try {
      documents.push(JSON.parse(await file.text()) as unknown)
    } catch {
      unreadable.push(file.name)
    }
  }
  const file =
    documents.length === 0 ? null : new Blob([JSON.stringify(documents)], { type: 'application/json' })
  return { file, fileCount: recipeFiles.length, unreadable }
}
