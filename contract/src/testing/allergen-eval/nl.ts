// Dutch ingredient lines written by hand for this project, labelled before the Dutch lexicon was written.
export const LANGUAGE = 'nl'

/**
 * `ingredient line | contains | often`, as in allergen-eval-set.ts; wheat always brings gluten. The last
 * lines (from the lupin ones on) were added after the lexicon was written, so lupin, sesame and peanuts are
 * covered more than once; they were labelled before being run.
 */
export const EVAL_LINES = `
250 g bloem | wheat |
200 g zelfrijzend bakmeel | wheat |
300 g volkoren tarwemeel | wheat |
100 g speltmeel | wheat |
100 g griesmeel | wheat |
200 g couscous | wheat |
150 g bulgur | wheat |
250 g spaghetti | wheat |
400 g macaroni | wheat |
3 mienestjes | wheat | eggs
250 g verse eiermie | wheat eggs |
100 g paneermeel | wheat |
4 sneetjes volkorenbrood | wheat |
1 stokbrood | wheat |
6 plakjes bladerdeeg (diepvries) | wheat | milk
4 beschuiten, verkruimeld | wheat |
200 g havermout | gluten |
150 g parelgort | gluten |
2 sneetjes roggebrood | gluten | wheat
1 flesje bier | gluten |
500 ml melk | milk |
250 ml volle melk | milk |
200 ml slagroom | milk |
1 bakje zure room | milk |
1 bakje crème fraîche | milk |
100 g roomboter | milk |
2 el boter | milk |
150 g geraspte belegen kaas | milk |
100 g jong Goudse kaas, in blokjes | milk |
1 stuk oude kaas | milk |
250 g magere kwark | milk |
500 g Griekse yoghurt | milk |
200 ml karnemelk | milk |
1 bol mozzarella | milk |
500 ml lactosevrije melk | milk |
4 eieren | eggs |
1 ei, losgeklopt | eggs |
2 eidooiers | eggs |
3 eiwitten | eggs |
2 hardgekookte eieren | eggs |
400 g zalmfilet | fish |
2 maatjesharingen | fish |
1 blik tonijn op water | fish |
500 g kabeljauwfilet | fish |
100 g gerookte makreel | fish |
4 ansjovisfilets | fish |
500 ml visbouillon | fish | celery
1 el vissaus | fish |
200 g Hollandse garnalen | crustaceans |
12 gamba's | crustaceans |
1 kreeft | crustaceans |
1 zak garnalenkroepoek | crustaceans |
1 kg mosselen | molluscs |
300 g inktvisringen | molluscs |
6 sint-jakobsschelpen | molluscs |
2 el oestersaus | molluscs | wheat soy
100 g amandelen | tree-nuts |
50 g walnoten | tree-nuts |
75 g hazelnoten | tree-nuts |
2 el pijnboompitten | tree-nuts |
100 g cashewnoten | tree-nuts |
250 g amandelspijs | tree-nuts | eggs
500 ml amandelmelk | tree-nuts |
100 g ongezouten pinda's | peanuts |
3 el pindakaas | peanuts |
1 el arachideolie | peanuts |
200 ml satésaus | peanuts | soy wheat
3 el ketjap manis | soy wheat |
2 el sojasaus | soy wheat |
200 g tofu | soy |
500 ml sojamelk | soy |
1 el sesamolie | sesame |
2 el sesamzaad | sesame |
2 el tahin | sesame |
1 el mosterd | mustard |
1 tl grove mosterd | mustard |
1 tl mosterdzaad | mustard |
3 el mayonaise | eggs | mustard
2 el fritessaus | eggs | mustard
1 potje groene pesto | milk tree-nuts |
2 stengels bleekselderij | celery |
1/2 knolselderij | celery |
1 liter erwtensoep | celery |
1 liter groentebouillon | | celery
500 ml kippenbouillon | | celery
2 bouillonblokjes | | celery wheat
1 el kerriepoeder | | mustard celery
1 el rode currypasta | | crustaceans
100 g lupinemeel | lupin |
150 ml droge witte wijn | sulphites |
1 scheut rode wijn | sulphites |
2 el witte wijnazijn | sulphites |
1 el balsamicoazijn | sulphites |
100 g gedroogde abrikozen | sulphites |
100 g speculaas | wheat | soy
4 stroopwafels | wheat | milk eggs
1 reep pure chocolade | | milk soy
250 g glutenvrije pasta | |
500 ml havermelk | gluten |
400 ml kokosmelk | |
1 ui, gesnipperd | |
2 teentjes knoflook | |
1 kg kruimige aardappelen | |
2 wortels | |
1 prei | |
1 bos peterselie | |
3 el olijfolie | |
2 el zonnebloemolie | |
300 g zilvervliesrijst | |
1 citroen, sap en rasp | |
1 tl zout | |
zwarte peper naar smaak | |
1 blik tomatenblokjes | |
1 el suiker | |
1 laurierblad | |
1 tl komijnzaad | |
1/2 tl nootmuskaat | |
200 g boekweitmeel | |
1 krop eikenbladsla | |
200 g witte druiven | |
1 el maizena | |
250 g champignons | |
100 g lupinebloem | lupin |
1 pot lupinebonen | lupin |
2 el sesampasta | sesame |
4 sesambolletjes | wheat sesame |
3 el pindasaus | peanuts | soy wheat
`
