/**
 * Italian evaluation lines, written by hand as an Italian recipe page writes them, labelled before the
 * Italian lexicon was written: `ingredient line | contains | often`.
 */
export const LANGUAGE = 'it'

export const EVAL_LINES = `
500 ml di latte intero | milk |
80 g di burro | milk |
200 ml di panna fresca | milk |
100 g di Parmigiano Reggiano grattugiato | milk |
250 g di ricotta di pecora | milk |
2 mozzarelle di bufala | milk |
250 g di mascarpone | milk |
50 g di pecorino romano | milk |
150 g di gorgonzola dolce | milk |
1 vasetto di yogurt greco | milk |
200 g di burrata | milk |
1 l di latte senza lattosio | milk |
3 uova | eggs |
2 tuorli | eggs |
1 uovo intero | eggs |
4 albumi | eggs |
200 g di maionese | eggs | mustard
500 g di pasta fresca all'uovo | eggs wheat gluten |
250 g di tagliatelle all'uovo | eggs wheat gluten |
400 g di baccalà ammollato | fish |
6 filetti di acciughe sott'olio | fish |
2 tranci di pesce spada | fish |
1 scatoletta di tonno | fish |
1 branzino da 800 g | fish |
4 filetti di alici | fish |
20 g di bottarga di muggine | fish |
1 cucchiaio di colatura di alici | fish |
500 g di gamberi | crustaceans |
8 scampi | crustaceans |
300 g di gamberetti sgusciati | crustaceans |
1 astice | crustaceans |
1 kg di cozze | molluscs |
1 kg di vongole veraci | molluscs |
500 g di calamari | molluscs |
1 polpo da 1 kg | molluscs |
300 g di seppie | molluscs |
20 g di mandorle pelate | tree-nuts |
50 g di pinoli | tree-nuts |
100 g di nocciole tostate | tree-nuts |
80 g di gherigli di noci | tree-nuts |
30 g di pistacchi di Bronte | tree-nuts |
1 l di latte di mandorla | tree-nuts |
12 amaretti | tree-nuts eggs |
200 g di torrone | tree-nuts eggs |
50 g di arachidi salate | peanuts |
1 cucchiaio di burro di arachidi | peanuts |
500 g di farina 00 | wheat gluten |
200 g di farina di grano tenero | wheat gluten |
300 g di semola di grano duro rimacinata | wheat gluten |
320 g di spaghetti | wheat gluten |
400 g di penne rigate | wheat gluten |
2 rotoli di pasta sfoglia | wheat gluten | milk
1 rotolo di pasta frolla | wheat gluten milk eggs |
100 g di pangrattato | wheat gluten |
200 g di grissini | wheat gluten |
2 fette di pane casereccio | wheat gluten |
12 savoiardi | eggs wheat gluten |
1 panettone | wheat gluten eggs milk |
500 g di tortellini | wheat gluten eggs milk |
500 g di gnocchi di patate | wheat gluten | eggs
250 g di orzo perlato | gluten |
100 g di farro | wheat gluten |
1 bicchiere di birra | gluten |
500 ml di crema pasticcera | milk eggs | wheat gluten
500 ml di besciamella | milk wheat gluten |
1 vasetto di pesto alla genovese | milk tree-nuts |
2 cucchiai di salsa di soia | soy wheat gluten |
200 g di tofu | soy |
1 cucchiaio di olio di sesamo | sesame |
2 cucchiai di semi di sesamo | sesame |
1 cucchiaino di senape | mustard |
1 vasetto di mostarda di Cremona | mustard |
2 coste di sedano | celery |
1 sedano rapa | celery |
200 g di soffritto pronto | celery |
200 g di lupini | lupin |
1 bicchiere di vino bianco secco | sulphites |
2 cucchiai di aceto balsamico di Modena | sulphites |
50 ml di Marsala | sulphites |
100 g di albicocche secche | sulphites |
1 l di brodo vegetale | | celery
1 dado da brodo | | celery wheat gluten
100 g di cioccolato fondente | | milk soy
2 cucchiai di Nutella | milk tree-nuts soy |
1 cucchiaino di salsa Worcester | fish | gluten
200 g di pasta senza glutine | |
1 lattina di latte di cocco | |
1 pizzico di noce moscata | |
200 g di riso Carnaroli | |
2 limoni non trattati | |
1 mazzetto di basilico | |
2 spicchi d'aglio | |
1 cipolla dorata | |
olio extravergine d'oliva q.b. | |
sale e pepe q.b. | |
400 g di pomodori pelati | |
2 zucchine | |
1 melanzana | |
300 g di funghi porcini | |
300 g di farina di mais per polenta | |
1 cucchiaio di capperi | |
200 g di ceci lessati | |
1 rametto di rosmarino | |
1 peperoncino | |
100 g di farina di lupino | lupin |
1 cucchiaio di tahina | sesame |
1 manciata di noccioline tostate | peanuts |
`
