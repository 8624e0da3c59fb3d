/**
 * Spanish evaluation lines (Spain and Latin America), written by hand as a recipe page writes them,
 * labelled before the Spanish lexicon was written: `ingredient line | contains | often`.
 */
export const LANGUAGE = 'es'

export const EVAL_LINES = `
1 litro de leche entera | milk |
50 g de mantequilla | milk |
200 ml de nata para montar | milk |
100 g de queso manchego curado | milk |
1 yogur natural | milk |
150 g de queso fresco | milk |
2 cucharadas de crema agria | milk |
1 taza de leche evaporada | milk |
1 lata de leche condensada | milk |
100 g de requesón | milk |
1/2 taza de queso cotija desmoronado | milk |
1 yogur sin lactosa | milk |
4 huevos | eggs |
2 yemas de huevo | eggs |
3 claras | eggs |
1 huevo batido | eggs |
3 cucharadas de mayonesa | eggs | mustard
1 cucharada de alioli | eggs |
400 g de merluza en filetes | fish |
2 lomos de bacalao desalado | fish |
1 lata de atún en aceite | fish |
8 anchoas en aceite | fish |
1 kg de boquerones frescos | fish |
2 rodajas de salmón | fish |
4 sardinas | fish |
2 cucharadas de salsa de pescado | fish |
300 g de gambas peladas | crustaceans |
12 langostinos | crustaceans |
200 g de camarones | crustaceans |
1 bogavante | crustaceans |
1 kg de mejillones | molluscs |
500 g de almejas | molluscs |
400 g de calamares en anillas | molluscs |
1 pulpo cocido | molluscs |
2 sepias limpias | molluscs |
100 g de almendras tostadas | tree-nuts |
50 g de nueces picadas | tree-nuts |
30 g de piñones | tree-nuts |
80 g de avellanas | tree-nuts |
1 taza de leche de almendras | tree-nuts |
100 g de mazapán | tree-nuts |
200 g de turrón de Jijona | tree-nuts eggs |
100 g de cacahuetes tostados | peanuts |
2 cucharadas de maní molido | peanuts |
1 cucharada de crema de cacahuate | peanuts |
500 g de harina de trigo | wheat gluten |
250 g de harina | wheat gluten |
1 barra de pan | wheat gluten |
100 g de pan rallado | wheat gluten |
500 g de espaguetis | wheat gluten |
12 tortillas de harina | wheat gluten |
200 g de sémola de trigo duro | wheat gluten |
100 g de cuscús | wheat gluten |
100 g de espelta | wheat gluten |
80 g de copos de avena | gluten |
1 vaso de cerveza | gluten |
6 churros | wheat gluten | eggs milk
4 magdalenas | wheat gluten eggs | milk
12 galletas María | wheat gluten | milk
500 ml de salsa bechamel | milk wheat gluten |
1 flan | milk eggs |
1 bote de dulce de leche | milk |
1 taza de mole poblano | sesame | peanuts tree-nuts wheat gluten soy
1 tarro de pesto | milk tree-nuts |
2 cucharadas de salsa de soja | soy wheat gluten |
200 g de tofu | soy |
1 vaso de bebida de soja | soy |
1 cucharada de aceite de sésamo | sesame |
1 cucharada de ajonjolí tostado | sesame |
2 cucharadas de tahini | sesame |
1 cucharadita de mostaza de Dijon | mustard |
2 ramas de apio | celery |
1 bote de altramuces | lupin |
100 ml de vino blanco | sulphites |
2 cucharadas de vinagre de Jerez | sulphites |
1 copa de jerez seco | sulphites |
100 g de orejones de albaricoque | sulphites |
1 litro de caldo de pollo | | celery
1 pastilla de caldo de verduras | | celery wheat gluten
1 tableta de chocolate negro | | milk soy
1 cucharada de salsa inglesa | fish | gluten
1 cucharada de pasta de curry verde | | crustaceans
200 g de pasta sin gluten | |
1 lata de leche de coco | |
1 cucharada de aceite de coco | |
1 pizca de nuez moscada | |
1 taza de arroz bomba | |
2 limones | |
1 manojo de cilantro | |
3 dientes de ajo | |
1 cebolla | |
4 cucharadas de aceite de oliva virgen extra | |
sal y pimienta al gusto | |
2 pimientos rojos | |
500 g de patatas | |
1 cucharadita de pimentón de la Vera | |
1 pizca de azafrán | |
2 tomates maduros | |
1 aguacate | |
200 g de frijoles negros cocidos | |
1 taza de harina de maíz | |
10 tortillas de maíz | |
1 cucharada de maicena | |
100 g de harina de arroz | |
1 taza de garbanzos | |
1 calabacín | |
200 g de harina de altramuz | lupin |
2 cucharadas de mostaza antigua | mustard |
`
