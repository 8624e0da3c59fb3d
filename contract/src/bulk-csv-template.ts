import { formatBulkCsv, type BulkCsvRecipe } from './bulk-csv'

export const SAMPLE_CSV_FILE_NAME = 'forkcast-recipes-template.csv'

/** Three recipes the upload accepts as they are; lists as arrays, times in the forms people write. */
export const SAMPLE_RECIPES: BulkCsvRecipe[] = [
  {
    title: 'Lemon Garlic Spaghetti',
    description: 'Bright, quick pasta for busy weeknights.',
    ingredients: [
      '12 oz spaghetti',
      '4 cloves garlic, thinly sliced',
      '1/3 cup olive oil',
      '1 lemon, zested and juiced',
    ],
    instructions: [
      'Cook the spaghetti in salted water until al dente.',
      'Warm the garlic in the olive oil until golden.',
      'Toss the pasta with the garlic oil, lemon zest and juice.',
    ],
    prepTime: '10',
    cookTime: '15',
    servings: '4',
    difficulty: 'Easy',
    foodType: 'italian',
    cuisine: 'Italian',
    tags: ['pasta', 'weeknight', 'vegetarian'],
  },
  {
    title: 'Chicken Tinga Tacos',
    description: 'Smoky shredded chicken in chipotle tomato sauce, on warm tortillas.',
    ingredients: [
      '1 1/2 lb boneless chicken thighs',
      '1 can (14 oz) fire-roasted tomatoes',
      '2 chipotle peppers in adobo',
      '1 onion, sliced',
      '12 corn tortillas',
    ],
    instructions: [
      'Simmer the chicken in salted water for 20 minutes, then shred it.',
      'Blend the tomatoes and chipotles; cook with the onion for 10 minutes.',
      'Stir in the chicken and serve on warm tortillas.',
    ],
    prepTime: '15 min',
    cookTime: '35 min',
    servings: '6',
    difficulty: 'Medium',
    foodType: 'mexican',
    cuisine: 'Mexican',
    tags: ['tacos', 'family'],
  },
  {
    title: 'Coconut Red Lentil Dal',
    description: 'Creamy, gently spiced lentils, ready in half an hour.',
    ingredients: [
      '1 cup red lentils, rinsed',
      '1 can (14 oz) coconut milk',
      '1 tbsp curry powder',
      '2 cups water',
    ],
    instructions: [
      'Bring everything to a simmer in a pot.',
      'Cook for 20 minutes, stirring now and then, until thick.',
    ],
    prepTime: '5',
    cookTime: 'PT25M',
    servings: '4',
    difficulty: 'Easy',
    foodType: 'indian',
    cuisine: 'Indian',
    tags: ['vegan', 'one-pot'],
  },
]

/** The template behind Download CSV Template: the header and three recipes the upload accepts as they are. */
export const SAMPLE_CSV = formatBulkCsv(SAMPLE_RECIPES)
