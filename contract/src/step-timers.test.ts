import { describe, expect, it } from 'vitest'
import { findStepTimers, formatDuration } from './step-timers'

type Expected = [label: string, seconds: number, duration: string]

// Steps as recipe sites and cookbooks write them, collected before the detector was written.
const STEPS: ReadonlyArray<readonly [step: string, timers: Expected[]]> = [
  [
    'Bake 25 minutes, or until a toothpick inserted in the center comes out clean.',
    [['Bake', 1500, '25 min']],
  ],
  ['Reduce the heat to low, cover and simmer for 1 hour, stirring occasionally.', [['Simmer', 3600, '1 hr']]],
  ['Braise in the oven for 1 1/2 hours, until the meat is fork-tender.', [['Braise', 5400, '1 hr 30 min']]],
  ['Cook the pasta in salted boiling water for 10-15 minutes, until al dente.', [['Cook', 600, '10–15 min']]],
  ['Microwave on high for 30 sec, then stir and repeat until melted.', [['Microwave', 30, '30 sec']]],
  [
    'Slow-roast the pork shoulder for 2 hrs 15 mins, basting every half hour.',
    [['Roast', 8100, '2 hr 15 min']],
  ],
  ['Let the dough rise in a warm place until doubled, about an hour.', [['Rise', 3600, '1 hr']]],
  ['Chill the custard for half an hour before churning.', [['Chill', 1800, '30 min']]],
  [
    'Grill the steaks over high heat, 5 minutes per side for medium-rare.',
    [['Grill', 300, '5 min per side']],
  ],
  ['Simmer gently for five minutes, then take the pan off the heat.', [['Simmer', 300, '5 min']]],
  [
    'Preheat the oven to 350°F. Grease a 9-inch pan and bake the cake for 30 to 35 minutes.',
    [['Bake', 1800, '30–35 min']],
  ],
  ['Refrigerate at least 4 hours or overnight.', [['Refrigerate', 14400, '4 hr']]],
  ['Cover the bowl and refrigerate overnight.', []],
  ['Whisk together 2 cups flour, 1 tsp baking soda and 1/2 tsp salt.', []],
  [
    'Bring to a boil, then reduce the heat and simmer 20 minutes. Let stand 5 minutes before fluffing with a fork.',
    [
      ['Simmer', 1200, '20 min'],
      ['Rest', 300, '5 min'],
    ],
  ],
  ['Sear the chicken 3 to 4 minutes on each side until golden.', [['Sear', 180, '3–4 min per side']]],
  ['Blanch the green beans for 2 minutes, then plunge them into ice water.', [['Blanch', 120, '2 min']]],
  ['Knead for 8-10 minutes until smooth and elastic.', [['Knead', 480, '8–10 min']]],
  [
    'Marinate the chicken in the yogurt mixture for at least 30 minutes, or up to 24 hours.',
    [
      ['Marinate', 1800, '30 min'],
      ['Marinate', 86400, '24 hr'],
    ],
  ],
  ['Roast for an hour and a half, until the skin is crisp.', [['Roast', 5400, '1 hr 30 min']]],
  [
    'Cook the onions over medium heat, stirring, until soft, about twenty-five minutes.',
    [['Cook', 1500, '25 min']],
  ],
  ['Simmer for a half hour, skimming the foam every half hour.', [['Simmer', 1800, '30 min']]],
  ['Steep the tea bags in the hot water for 3–5 min.', [['Steep', 180, '3–5 min']]],
  ['Fry the cutlets 2 minutes a side in batches.', [['Fry', 120, '2 min per side']]],
  ['Bake the cookies 8 to 10 minutes per batch.', [['Bake', 480, '8–10 min per batch']]],
  [
    'Pressure cook on high for 1 hour and 30 minutes, then let the pressure release naturally.',
    [['Pressure cook', 5400, '1 hr 30 min']],
  ],
  ['Boil the eggs for 9 minutes and 30 seconds for a jammy yolk.', [['Boil', 570, '9 min 30 sec']]],
  ['After 10 minutes, remove the lid.', [['Timer', 600, '10 min']]],
  [
    'Let the bread cool in the pan for 10 minutes before turning it out onto a rack.',
    [['Cool', 600, '10 min']],
  ],
  ['Add a second egg and beat until fluffy.', []],
  ['Soak the beans for 8 hours.', [['Soak', 28800, '8 hr']]],
  ['Poach the pears for 1½ hours, turning them now and then.', [['Poach', 5400, '1 hr 30 min']]],
  ['Stir for a minute, until fragrant.', [['Stir', 60, '1 min']]],
  ['Cook for a couple of minutes until the sauce thickens.', [['Cook', 120, '2 min']]],
  ['Set the oven to 220 C. Toast the nuts for 6-8 min, shaking the tray once.', [['Toast', 360, '6–8 min']]],
  ['Hornear durante 25 minutos, hasta que esté dorado.', [['Bake', 1500, '25 min']]],
  ['Dejar reposar la masa una hora y media.', [['Rest', 5400, '1 hr 30 min']]],
  ['Faire cuire à feu doux pendant 1h30.', [['Cook', 5400, '1 hr 30 min']]],
  ['Laisser reposer une demi-heure au frais.', [['Rest', 1800, '30 min']]],
  ['Im vorgeheizten Ofen 40 Minuten backen.', [['Bake', 2400, '40 min']]],
  ['Den Teig eine halbe Stunde ruhen lassen.', [['Rest', 1800, '30 min']]],
  ['Cuocere per 10-12 minuti, mescolando spesso.', [['Cook', 600, '10–12 min']]],
  [
    "Lasciate riposare mezz'ora, poi infornate per 1 ora e 15 minuti.",
    [
      ['Rest', 1800, '30 min'],
      ['Bake', 4500, '1 hr 15 min'],
    ],
  ],
  ['Ahora añadir la leche y remover.', []],
  ['Roast 45 min–1 hr, until the juices run clear.', [['Roast', 2700, '45 min–1 hr']]],
  ['Cook the garlic for a minute or two.', [['Cook', 60, '1–2 min']]],
  [
    'Add the ginger-garlic paste and green chile for 1 minute, then the turmeric for 30 seconds.',
    [
      ['Cook', 60, '1 min'],
      ['Cook', 30, '30 sec'],
    ],
  ],
  [
    'Heat the oil in a skillet. Brown the chicken for 4 to 5 minutes per side until golden.',
    [['Brown', 240, '4–5 min per side']],
  ],
  ['Bake until golden brown, 25 minutes.', [['Bake', 1500, '25 min']]],
  [
    'Cover and cook gently for 1 hour to 1 hour 15 minutes, stirring occasionally.',
    [['Cook', 3600, '1 hr–1 hr 15 min']],
  ],
  ['Dip one rice paper in warm water for 2 to 3 seconds.', [['Dip', 2, '2–3 sec']]],
  ['Rub the lamb with the oil and leave for 30 minutes or overnight.', [['Rest', 1800, '30 min']]],
  ['Heat 2 tbsp oil over medium-high heat, about 2 minutes.', [['Heat', 120, '2 min']]],
  ['Cook over medium heat for 5 minutes.', [['Cook', 300, '5 min']]],
  [
    'Cook on low for 6-8 hours or on high for 3-4 hours.',
    [
      ['Cook', 21600, '6–8 hr'],
      ['Cook', 10800, '3–4 hr'],
    ],
  ],
]

describe('findStepTimers', () => {
  it.each(STEPS)('finds the timers in %j', (step, expected) => {
    const timers = findStepTimers(step)
    expect(timers.map(({ label, seconds, duration }) => [label, seconds, duration])).toEqual(expected)
  })

  it('reads at least 30 real step texts', () => {
    expect(STEPS.length).toBeGreaterThanOrEqual(30)
  })

  it('says where in the step each timer was found and keeps the range’s upper bound', () => {
    const step = 'Cook the pasta for 10-15 minutes.'
    const [timer] = findStepTimers(step)
    expect(timer).toMatchObject({ text: '10-15 minutes', seconds: 600, maxSeconds: 900 })
    expect(step.slice(timer?.start, timer?.end)).toBe('10-15 minutes')
  })

  it.each([
    'Preheat the oven to 350°F (175°C).',
    'Grease a 9-inch pan and a 9x13-inch dish.',
    'Cut into 2-inch pieces and makes 24 cookies.',
    'Add 2 cups of stock and 1 1/2 tablespoons of butter.',
    'Roll the dough to 1/4 inch thick and cut into 12 rounds.',
    'Serves 4 to 6.',
    'Marinate for 2 days in the fridge.',
    'Chill overnight.',
    'Add the second half of the cream.',
    'Whisk in a few minutes of vigorous stirring.',
  ])('finds no timer in %j', (step) => {
    expect(findStepTimers(step)).toEqual([])
  })
})

describe('formatDuration', () => {
  it.each([
    [45, '45 sec'],
    [1500, '25 min'],
    [5400, '1 hr 30 min'],
    [3661, '1 hr 1 min 1 sec'],
  ])('writes %i seconds as %j', (seconds, written) => {
    expect(formatDuration(seconds)).toBe(written)
  })
})
