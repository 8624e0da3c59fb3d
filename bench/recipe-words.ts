import { CUISINE_IDS } from '@forkcast/contract/cuisines'
import { pickerOf } from './random'

// Words the generated bench recipes are named from: '<style> <main> <dish>', e.g. 'Smoky Chicken Tacos'.
export const STYLES = [
  'Smoky',
  'Herbed',
  'Crispy',
  'Golden',
  'Spicy',
  'Lemony',
  'Garlicky',
  'Rustic',
  'Creamy',
  'Charred',
  'Honey-Glazed',
  'Weeknight',
  'Slow-Cooked',
  'Sheet Pan',
  'One-Pot',
  'Grilled',
  'Roasted',
  'Braised',
  'Zesty',
  'Sticky',
]

export const MAINS = [
  'Chicken',
  'Salmon',
  'Shrimp',
  'Tofu',
  'Beef',
  'Pork',
  'Lamb',
  'Chickpea',
  'Mushroom',
  'Eggplant',
  'Cod',
  'Turkey',
  'Lentil',
  'Halloumi',
  'Black Bean',
  'Sweet Potato',
  'Cauliflower',
  'Duck',
  'Scallop',
  'Tempeh',
]

export const DISHES = [
  'Tacos',
  'Curry',
  'Stir-Fry',
  'Lasagna',
  'Risotto',
  'Noodle Bowl',
  'Stew',
  'Skewers',
  'Salad',
  'Soup',
  'Pasta',
  'Flatbread',
  'Fried Rice',
  'Casserole',
  'Burrito Bowl',
  'Dumplings',
  'Pie',
  'Gratin',
  'Wraps',
  'Frittata',
]

/**
 * What every generated bench recipe shares beyond its name: 6–13 lines from `ingredientLines` and the facts,
 * drawn from `random` in one order, so a seed always gives the same catalog.
 */
export const benchRecipeBody = (
  random: () => number,
  { main, ingredientLines }: { main: string; ingredientLines: readonly string[] },
) => {
  const pick = pickerOf(random)
  const lines = new Set<string>()
  const wanted = 6 + Math.floor(random() * 8)
  while (lines.size < wanted) lines.add(pick(ingredientLines))
  return {
    foodType: pick(CUISINE_IDS),
    difficulty: pick(['Easy', 'Medium', 'Hard'] as const),
    prepTimeMinutes: 5 + Math.floor(random() * 40),
    cookTimeMinutes: 10 + Math.floor(random() * 120),
    servings: 2 + Math.floor(random() * 6),
    ingredients: [...lines],
    instructions: ['Prepare the ingredients.', `Cook the ${main.toLowerCase()} until done.`, 'Serve warm.'],
  }
}
