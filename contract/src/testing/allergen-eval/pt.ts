/**
 * Portuguese evaluation lines (Portugal and Brazil), written by hand as a recipe page writes them,
 * labelled before the Portuguese lexicon was written: `ingredient line | contains | often`.
 */
export const LANGUAGE = 'pt'

export const EVAL_LINES = `
1 litro de leite meio-gordo | milk |
50 g de manteiga sem sal | milk |
200 ml de natas | milk |
1 lata de creme de leite | milk |
1 lata de leite condensado | milk |
100 g de queijo ralado | milk |
200 g de requeijão cremoso | milk |
150 g de queijo parmesão | milk |
1 iogurte natural | milk |
200 g de queijo de coalho | milk |
1 copo de leite sem lactose | milk |
200 g de doce de leite | milk |
4 ovos | eggs |
2 gemas | eggs |
3 claras em castelo | eggs |
1 ovo batido para pincelar | eggs |
3 colheres de sopa de maionese | eggs | mustard
1 posta de bacalhau demolhado | fish |
4 filetes de pescada | fish |
1 lata de atum em óleo | fish |
6 sardinhas | fish |
2 postas de salmão | fish |
1 dourada escalada | fish |
500 g de camarão | crustaceans |
12 gambas | crustaceans |
1 sapateira | crustaceans |
200 g de carne de caranguejo | crustaceans |
1 kg de mexilhões | molluscs |
1 kg de amêijoas | molluscs |
500 g de lulas | molluscs |
1 polvo | molluscs |
400 g de chocos | molluscs |
12 ostras | molluscs |
100 g de amêndoas laminadas | tree-nuts |
50 g de nozes picadas | tree-nuts |
100 g de castanha de caju | tree-nuts |
50 g de castanhas-do-pará | tree-nuts |
50 g de avelãs | tree-nuts |
1 copo de leite de amêndoas | tree-nuts |
100 g de amendoim torrado | peanuts |
2 colheres de pasta de amendoim | peanuts |
4 paçocas | peanuts |
500 g de farinha de trigo | wheat gluten |
2 chávenas de farinha | wheat gluten |
4 fatias de pão | wheat gluten |
100 g de pão ralado | wheat gluten |
1 pacote de esparguete | wheat gluten |
500 g de macarrão | wheat gluten |
1 embalagem de massa folhada | wheat gluten | milk
200 g de sêmola | wheat gluten |
1 chávena de cuscuz marroquino | wheat gluten |
100 g de espelta | wheat gluten |
100 g de flocos de aveia | gluten |
1 garrafa de cerveja | gluten |
12 pastéis de nata | milk eggs wheat gluten |
1 pacote de bolacha Maria | wheat gluten | milk
20 pães de queijo congelados | milk eggs |
500 ml de molho bechamel | milk wheat gluten |
2 colheres de sopa de molho de soja | soy wheat gluten |
2 colheres de sopa de shoyu | soy wheat gluten |
200 g de tofu | soy |
1 colher de óleo de gergelim | sesame |
2 colheres de sopa de sementes de sésamo | sesame |
1 colher de chá de mostarda | mustard |
2 talos de aipo | celery |
1 maço de salsão | celery |
200 g de tremoços | lupin |
1 copo de vinho branco | sulphites |
2 colheres de vinagre de vinho tinto | sulphites |
1 cálice de vinho do Porto | sulphites |
100 g de damascos secos | sulphites |
1 litro de caldo de galinha | | celery
1 cubo de caldo de legumes | | celery wheat gluten
1 tablete de chocolate meio amargo | | milk soy
1 colher de pasta de caril vermelho | | crustaceans
1 colher de chá de caril em pó | | mustard celery
2 colheres de molho inglês | fish | gluten
200 g de massa sem glúten | |
1 lata de leite de coco | |
1 pitada de noz-moscada | |
2 xícaras de arroz agulhinha | |
2 limões | |
1 molho de salsa picada | |
1 molho de coentros | |
4 dentes de alho | |
1 cebola picada | |
azeite q.b. | |
sal q.b. | |
500 g de batatas | |
1 pimento vermelho | |
2 tomates | |
500 g de feijão preto | |
200 g de polvilho doce | |
2 xícaras de farinha de milho flocada | |
1 colher de sopa de farinha de mandioca | |
1 xícara de farinha de arroz | |
100 g de farinha de tremoço | lupin |
1 colher de sopa de tahine | sesame |
`
