import type { TFunction } from 'i18next'
import { recipesT } from './format-recipe'

type CategoryId =
  'proteins' | 'vegetables' | 'pantry' | 'dairy' | 'grains' | 'fruits' | 'herbs' | 'nuts_seeds'

/**
 * Spec 2: the eight ingredient categories with display labels, each with ingredients cooks keep at home. The
 * ingredients are the English names sent to the server; `ingredientName` shows one in the app's language.
 */
export interface IngredientCategory {
  id: CategoryId
  /** In the language shown when it is read. */
  label: string
  ingredients: readonly string[]
}

const CATEGORY_KEYS = {
  proteins: 'ingredientCategories.proteins',
  vegetables: 'ingredientCategories.vegetables',
  pantry: 'ingredientCategories.pantry',
  dairy: 'ingredientCategories.dairy',
  grains: 'ingredientCategories.grains',
  fruits: 'ingredientCategories.fruits',
  herbs: 'ingredientCategories.herbs',
  nuts_seeds: 'ingredientCategories.nutsSeeds',
} as const

/** A category's label in the language shown now. */
const categoryLabel = (id: CategoryId, t: TFunction<'recipes'> = recipesT()) => t(CATEGORY_KEYS[id])

/** "Chicken breast" → "chickenBreast", its key in the catalog's ingredientNames. */
const ingredientKey = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('')

/**
 * A listed ingredient in the language shown now, in lower case when it came in lower case ('rice' from the
 * address); one the person typed that is not on the lists reads as typed.
 */
export const ingredientName = (name: string, t: TFunction<'recipes'> = recipesT()) => {
  const names: Readonly<Record<string, string | undefined>> | string = t('ingredientNames', {
    returnObjects: true,
  })
  const translated = typeof names === 'object' ? names[ingredientKey(name)] : undefined
  if (translated === undefined) return name
  return name === name.toLowerCase() ? translated.toLocaleLowerCase() : translated
}

export const INGREDIENT_CATEGORIES: readonly IngredientCategory[] = [
  {
    id: 'proteins',
    get label() {
      return categoryLabel('proteins')
    },
    ingredients: [
      'Chicken breast',
      'Chicken thighs',
      'Ground beef',
      'Steak',
      'Pork chops',
      'Bacon',
      'Italian sausage',
      'Ground turkey',
      'Salmon',
      'Cod',
      'Shrimp',
      'Eggs',
      'Tofu',
      'Chickpeas',
      'Black beans',
      'Lentils',
    ],
  },
  {
    id: 'vegetables',
    get label() {
      return categoryLabel('vegetables')
    },
    ingredients: [
      'Onion',
      'Garlic',
      'Tomatoes',
      'Bell peppers',
      'Carrots',
      'Potatoes',
      'Sweet potatoes',
      'Spinach',
      'Broccoli',
      'Cauliflower',
      'Zucchini',
      'Mushrooms',
      'Cucumber',
      'Celery',
      'Cabbage',
      'Eggplant',
      'Green beans',
      'Corn',
      'Kale',
      'Scallions',
    ],
  },
  {
    id: 'pantry',
    get label() {
      return categoryLabel('pantry')
    },
    ingredients: [
      'Olive oil',
      'Soy sauce',
      'All-purpose flour',
      'Sugar',
      'Honey',
      'Crushed tomatoes',
      'Tomato paste',
      'Chicken stock',
      'Vegetable stock',
      'Rice vinegar',
      'Coconut milk',
      'Fish sauce',
      'Peanut butter',
      'Dijon mustard',
      'Breadcrumbs',
      'Sesame oil',
      'Curry powder',
      'Ground cumin',
      'Smoked paprika',
      'Maple syrup',
    ],
  },
  {
    id: 'dairy',
    get label() {
      return categoryLabel('dairy')
    },
    ingredients: [
      'Butter',
      'Milk',
      'Heavy cream',
      'Parmesan',
      'Cheddar',
      'Mozzarella',
      'Feta',
      'Greek yogurt',
      'Sour cream',
      'Cream cheese',
      'Ricotta',
    ],
  },
  {
    id: 'grains',
    get label() {
      return categoryLabel('grains')
    },
    ingredients: [
      'Rice',
      'Jasmine rice',
      'Spaghetti',
      'Pasta',
      'Lasagna noodles',
      'Rice noodles',
      'Egg noodles',
      'Bread',
      'Tortillas',
      'Quinoa',
      'Rolled oats',
      'Couscous',
      'Bulgur',
      'Polenta',
    ],
  },
  {
    id: 'fruits',
    get label() {
      return categoryLabel('fruits')
    },
    ingredients: [
      'Lemons',
      'Limes',
      'Apples',
      'Bananas',
      'Avocado',
      'Mango',
      'Pineapple',
      'Oranges',
      'Strawberries',
      'Blueberries',
      'Peaches',
      'Raisins',
    ],
  },
  {
    id: 'herbs',
    get label() {
      return categoryLabel('herbs')
    },
    ingredients: [
      'Basil',
      'Cilantro',
      'Parsley',
      'Mint',
      'Thyme',
      'Rosemary',
      'Dill',
      'Oregano',
      'Ginger',
      'Chives',
      'Sage',
      'Bay leaves',
    ],
  },
  {
    id: 'nuts_seeds',
    get label() {
      return categoryLabel('nuts_seeds')
    },
    ingredients: [
      'Almonds',
      'Cashews',
      'Walnuts',
      'Peanuts',
      'Pine nuts',
      'Pecans',
      'Pistachios',
      'Sesame seeds',
      'Sunflower seeds',
      'Pumpkin seeds',
      'Chia seeds',
      'Flaxseed',
    ],
  },
]

/** Spec 5: a custom ingredient is trimmed and added once, whatever its case. */
export function addIngredient(selected: readonly string[], text: string): string[] {
  const name = text.trim().replace(/\s+/g, ' ')
  if (name === '' || selected.some((item) => item.toLowerCase() === name.toLowerCase())) return [...selected]
  return [...selected, name]
}

export const SELECTED_INGREDIENTS_KEY = 'selectedIngredients'
